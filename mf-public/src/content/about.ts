import aboutImage from './images/about-centre.svg';

export const ABOUT_HEADING = 'About Us';

export const ABOUT_INTRO: readonly string[] = [
  'Kothrud Wellness Spa began with one therapist, one massage table and a simple idea: that good, honest bodywork should be easy to find in Pune, and easy to book. Today our team of certified therapists looks after guests at our centre in Kothrud and in homes across the city.',
  'Our therapists hold certificates in massage therapy, cupping and Hijama, chiropractic techniques and neurotherapy, and keep training every year. We combine these with the Ayurvedic tradition of warm herbal oils, so that each treatment suits the person on the table rather than a fixed menu.',
  'We keep things clean, calm and clear: fresh linen for every guest, single-use supplies where it matters, a price agreed before you come, and a therapist of the gender you prefer.',
];

export const ABOUT_IMAGE = { src: aboutImage, alt: 'A calm treatment room at our Kothrud centre', width: 800, height: 500 } as const;

export const VIDEOS_HEADING = 'What our guests say';
export const VIDEOS_INTRO = 'Short videos from guests who were happy to share their experience.';
export const VIDEOS_EMPTY = 'Guest videos will appear here soon.';
export const VIDEOS_FAILED = 'The guest videos could not be loaded right now. Please try again later.';
