// The two About Us galleries. Replace the files in images/gallery with the centre's own photos
// (any size; keep 400 x 300 or update GALLERY_IMAGE_SIZE) and keep the alt texts truthful.
import centre01 from './images/gallery/centre-01.svg';
import centre02 from './images/gallery/centre-02.svg';
import centre03 from './images/gallery/centre-03.svg';
import centre04 from './images/gallery/centre-04.svg';
import centre05 from './images/gallery/centre-05.svg';
import centre06 from './images/gallery/centre-06.svg';
import centre07 from './images/gallery/centre-07.svg';
import centre08 from './images/gallery/centre-08.svg';
import centre09 from './images/gallery/centre-09.svg';
import centre10 from './images/gallery/centre-10.svg';
import centre11 from './images/gallery/centre-11.svg';
import centre12 from './images/gallery/centre-12.svg';
import centre13 from './images/gallery/centre-13.svg';
import centre14 from './images/gallery/centre-14.svg';
import centre15 from './images/gallery/centre-15.svg';
import centre16 from './images/gallery/centre-16.svg';
import centre17 from './images/gallery/centre-17.svg';
import centre18 from './images/gallery/centre-18.svg';
import centre19 from './images/gallery/centre-19.svg';
import centre20 from './images/gallery/centre-20.svg';
import centre21 from './images/gallery/centre-21.svg';
import centre22 from './images/gallery/centre-22.svg';
import centre23 from './images/gallery/centre-23.svg';
import centre24 from './images/gallery/centre-24.svg';
import centre25 from './images/gallery/centre-25.svg';
import centre26 from './images/gallery/centre-26.svg';
import therapy01 from './images/gallery/therapy-01.svg';
import therapy02 from './images/gallery/therapy-02.svg';
import therapy03 from './images/gallery/therapy-03.svg';
import therapy04 from './images/gallery/therapy-04.svg';
import therapy05 from './images/gallery/therapy-05.svg';
import therapy06 from './images/gallery/therapy-06.svg';
import therapy07 from './images/gallery/therapy-07.svg';
import therapy08 from './images/gallery/therapy-08.svg';
import therapy09 from './images/gallery/therapy-09.svg';
import therapy10 from './images/gallery/therapy-10.svg';
import therapy11 from './images/gallery/therapy-11.svg';
import therapy12 from './images/gallery/therapy-12.svg';
import therapy13 from './images/gallery/therapy-13.svg';
import therapy14 from './images/gallery/therapy-14.svg';
import therapy15 from './images/gallery/therapy-15.svg';
import therapy16 from './images/gallery/therapy-16.svg';
import therapy17 from './images/gallery/therapy-17.svg';
import therapy18 from './images/gallery/therapy-18.svg';
import therapy19 from './images/gallery/therapy-19.svg';
import therapy20 from './images/gallery/therapy-20.svg';
import therapy21 from './images/gallery/therapy-21.svg';
import therapy22 from './images/gallery/therapy-22.svg';
import therapy23 from './images/gallery/therapy-23.svg';
import therapy24 from './images/gallery/therapy-24.svg';
import therapy25 from './images/gallery/therapy-25.svg';
import therapy26 from './images/gallery/therapy-26.svg';
import therapy27 from './images/gallery/therapy-27.svg';

interface GalleryImage {
  src: string;
  alt: string;
}

export interface Gallery {
  id: string;
  heading: string;
  images: readonly GalleryImage[];
}

export const GALLERY_IMAGE_SIZE = { width: 400, height: 300 } as const;

/** Spec section 2: two galleries of 26 and 27 images. */
export const GALLERIES: readonly [Gallery, Gallery] = [
  {
    id: 'centre',
    heading: 'Inside our centre',
    images: [
      { src: centre01, alt: 'Reception desk at our Kothrud centre' },
      { src: centre02, alt: 'Waiting lounge with herbal tea' },
      { src: centre03, alt: 'Single treatment room with fresh linen' },
      { src: centre04, alt: 'Couple room set for two guests' },
      { src: centre05, alt: 'Warm stones ready for a back massage' },
      { src: centre06, alt: 'Ayurvedic oils warming before a session' },
      { src: centre07, alt: 'Clean towels rolled for the day' },
      { src: centre08, alt: 'Candles lit in the quiet room' },
      { src: centre09, alt: 'Herbal oils prepared for Abhyanga' },
      { src: centre10, alt: 'Massage table ready for the next guest' },
      { src: centre11, alt: 'Lotus decoration at the entrance' },
      { src: centre12, alt: 'Foot bath station with rose petals' },
      { src: centre13, alt: 'Steam room entrance' },
      { src: centre14, alt: 'Therapists preparing the treatment room' },
      { src: centre15, alt: 'Sterilised cupping set on a tray' },
      { src: centre16, alt: 'Hot towel cabinet' },
      { src: centre17, alt: 'Relaxation corner after treatment' },
      { src: centre18, alt: 'Natural light in the morning room' },
      { src: centre19, alt: 'Dimmed lights for an evening session' },
      { src: centre20, alt: 'Fresh flowers in the lounge' },
      { src: centre21, alt: 'Herbal powders for Ayurvedic treatments' },
      { src: centre22, alt: 'Copper bowls of warm oil' },
      { src: centre23, alt: 'Neatly folded linen in the store room' },
      { src: centre24, alt: 'Plants along the centre corridor' },
      { src: centre25, alt: 'Changing room with lockers' },
      { src: centre26, alt: 'Front door of the centre in Kothrud' },
    ],
  },
  {
    id: 'therapies',
    heading: 'Our therapies in practice',
    images: [
      { src: therapy01, alt: 'Therapist warming oil in her hands' },
      { src: therapy02, alt: 'Dry cupping on the upper back' },
      { src: therapy03, alt: 'Gentle neck and shoulder massage' },
      { src: therapy04, alt: 'Deep tissue work on the calf' },
      { src: therapy05, alt: 'Abhyanga strokes along the arm' },
      { src: therapy06, alt: 'Head massage with warm oil' },
      { src: therapy07, alt: 'Foot reflexology session' },
      { src: therapy08, alt: 'Sciatica massage on the lower back' },
      { src: therapy09, alt: 'Hot stone placement along the spine' },
      { src: therapy10, alt: 'Hijama cups after a session' },
      { src: therapy11, alt: 'Stretching the hamstring after massage' },
      { src: therapy12, alt: 'Couple massage side by side' },
      { src: therapy13, alt: 'Home visit with a folding massage table' },
      { src: therapy14, alt: 'Back massage with long strokes' },
      { src: therapy15, alt: 'Hand and wrist massage' },
      { src: therapy16, alt: 'Face massage with herbal oil' },
      { src: therapy17, alt: 'Waxing station prepared with fresh strips' },
      { src: therapy18, alt: 'Therapist checking pressure with the guest' },
      { src: therapy19, alt: 'Hip release for piriformis tension' },
      { src: therapy20, alt: 'Shoulder blade release technique' },
      { src: therapy21, alt: 'Calming final strokes of a full body massage' },
      { src: therapy22, alt: 'Warm towel wrap after treatment' },
      { src: therapy23, alt: 'Therapist explaining aftercare to a guest' },
      { src: therapy24, alt: 'Knee and thigh massage for runners' },
      { src: therapy25, alt: 'Herbal compress (potli) preparation' },
      { src: therapy26, alt: 'Potli massage on the back' },
      { src: therapy27, alt: 'Guest relaxing with herbal tea after treatment' },
    ],
  },
];
