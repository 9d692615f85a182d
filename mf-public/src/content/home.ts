import coupleSpaImage from './images/couple-spa.svg';
import homeVisitImage from './images/home-visit.svg';
import slideCouple from './images/slide-couple.svg';
import slideDestress from './images/slide-destress.svg';
import slideSerenity from './images/slide-serenity.svg';

export interface Slide {
  title: string;
  text: string;
  image: { src: string; alt: string; width: number; height: number };
}

const SLIDE_SIZE = { width: 1200, height: 600 } as const;

/** The three slides of the home carousel (spec section 2). */
export const SLIDES: readonly Slide[] = [
  {
    title: 'Experience serenity',
    text: 'Step out of the traffic and into quiet: warm oils, soft light and unhurried hands in the heart of Kothrud.',
    image: { src: slideSerenity, alt: 'Warm massage stones stacked beside green leaves', ...SLIDE_SIZE },
  },
  {
    title: 'Luxurious de-stressing',
    text: 'Let a certified therapist unknot the week from your shoulders, at our centre or in your own home.',
    image: { src: slideDestress, alt: 'Therapist massaging the back of a relaxed guest', ...SLIDE_SIZE },
  },
  {
    title: "Couple's getaway",
    text: 'Side-by-side massages for two, with candles, calm and time to simply be together.',
    image: { src: slideCouple, alt: 'Three lit candles in a softly lit treatment room', ...SLIDE_SIZE },
  },
];

export const HOME_HEADING = 'Home-visit massage and Ayurvedic therapy in Pune';

export const HOME_INTRO: readonly string[] = [
  'Kothrud Wellness Spa is a massage, Ayurvedic therapy and wellness centre in Kothrud, Pune. For years we have helped people across the city deal with back pain, sciatica, stiff shoulders, sports strain and plain everyday stress, with treatments that are honest, hygienic and carried out by certified therapists.',
  'You can visit us at our calm, air-conditioned centre in Kothrud, or let us come to you. Our home-visit therapists bring a folding massage table, fresh linen, oils and everything else they need, so that you can relax at home and go straight to sleep afterwards.',
  'Every treatment begins with a short conversation about your health, what hurts and what you hope to feel afterwards. We choose the technique, the pressure and, for Ayurvedic treatments, the herbal oil to match. You can ask for a male or female therapist when you book.',
  'Not sure what to choose? Send a booking request with a line about how you feel, and we will call you back to suggest the right treatment, at no obligation.',
];

export const REASONS: readonly { title: string; text: string }[] = [
  { title: 'Certified therapists', text: 'Trained and certified in massage, cupping, chiropractic techniques and neurotherapy. See our certificates.' },
  { title: 'Hygiene first', text: 'Fresh linen for every guest, single-use supplies for waxing and Hijama, and sanitised equipment.' },
  { title: 'At the centre or at home', text: 'Visit us in Kothrud or book a home visit anywhere in Pune at a time that suits you.' },
  { title: 'Your choice of therapist', text: 'Ask for a male or female therapist when you book; we respect your preference.' },
  { title: 'Treatments made for you', text: 'Pressure, technique and Ayurvedic oils chosen after a short health conversation.' },
  { title: 'Fair, clear prices', text: 'We tell you the price when we confirm your booking. No surprises, no pressure to add extras.' },
];

export interface HomeFeature {
  heading: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

const FEATURE_IMAGE_SIZE = { width: 800, height: 500 } as const;

/** The home page's two picture-and-text sections, home visits then couple packages, pictures alternating sides. */
export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    heading: 'Massage at home, anywhere in Pune',
    paragraphs: [
      'Too tired to travel, or simply prefer your own space? Our therapists come to your home with a professional folding table, clean linen, towels and oils. Setup takes about ten minutes and we leave the room as we found it.',
      'Home visits are ideal after surgery or an injury when travel is hard, for elderly parents, for new mothers, and for anyone who wants to sleep straight after a massage.',
    ],
    image: { src: homeVisitImage, alt: 'A massage table set up in a bright room at home', ...FEATURE_IMAGE_SIZE },
  },
  {
    heading: 'Couple spa packages',
    paragraphs: [
      'Celebrate an anniversary, a birthday or just a free Sunday with a massage for two. You relax side by side in our couple room, each with your own therapist, with candles, soft music and herbal tea afterwards.',
      'Choose from Swedish, Ayurvedic or deep tissue massage for each of you. Couple sessions are also available at home.',
    ],
    image: { src: coupleSpaImage, alt: 'Candles lit in a quiet couple treatment room', ...FEATURE_IMAGE_SIZE },
  },
];

/** Pune localities we visit for home massage, shown on the home page. */
export const SERVED_LOCALITIES: readonly string[] = [
  'Kothrud',
  'Karve Nagar',
  'Warje',
  'Erandwane',
  'Deccan Gymkhana',
  'Shivaji Nagar',
  'Model Colony',
  'Aundh',
  'Baner',
  'Balewadi',
  'Pashan',
  'Bavdhan',
  'Sus',
  'Hinjewadi',
  'Wakad',
  'Pimple Saudagar',
  'Pimpri',
  'Chinchwad',
  'Sinhagad Road',
  'Dhayari',
  'Swargate',
  'Sadashiv Peth',
  'Camp',
  'Koregaon Park',
  'Kalyani Nagar',
  'Viman Nagar',
  'Kharadi',
  'Wagholi',
  'Hadapsar',
  'Magarpatta',
  'Kondhwa',
  'Katraj',
  'Bibwewadi',
  'Wanowrie',
  'Yerawada',
  'Vishrantwadi',
  'Dhanori',
  'Alandi',
  'Nigdi',
  'Ravet',
];
