import improvedPosture from './images/benefit-improved-posture.svg';
import movementRange from './images/benefit-movement-range.svg';
import musclesHealthy from './images/benefit-muscles-healthy.svg';
import preventInjuries from './images/benefit-prevent-injuries.svg';
import promoteHealing from './images/benefit-promote-healing.svg';
import reduceSpasms from './images/benefit-reduce-spasms.svg';
import reduceWaist from './images/benefit-reduce-waist.svg';
import relievePain from './images/benefit-relieve-pain.svg';

/** A flip card of the Benefits of Massage page (spec section 3: id, title, image, info). */
export interface Benefit {
  id: number;
  title: string;
  image: string;
  info: string;
}

export const BENEFIT_IMAGE_SIZE = { width: 160, height: 160 } as const;

export const BENEFITS_INTRO = 'Regular massage is more than a treat. Here is what it does for your body; turn a card over to read more.';

/** The eight cards, in the spec's order. */
export const BENEFITS: readonly Benefit[] = [
  {
    id: 1,
    title: 'Relieve Pain',
    image: relievePain,
    info: 'Massage calms over-active nerves and releases the muscles that guard a painful area, easing back, neck and joint pain without medicine.',
  },
  {
    id: 2,
    title: 'Reduce Spasms',
    image: reduceSpasms,
    info: 'Warmth and steady pressure relax muscles that are stuck in a cramp or spasm, and help stop the cycle of tension and pain.',
  },
  {
    id: 3,
    title: 'Prevent Injuries',
    image: preventInjuries,
    info: 'Supple, well-supplied muscles stretch further before they tear. Regular massage keeps small strains from becoming big injuries.',
  },
  {
    id: 4,
    title: 'Movement Range',
    image: movementRange,
    info: 'Loosening tight muscles and the tissue around joints lets you turn, bend and reach further with less effort.',
  },
  {
    id: 5,
    title: 'Improved Posture',
    image: improvedPosture,
    info: 'Releasing the chest, neck and hip muscles that pull you forward makes it easier to sit and stand tall through a working day.',
  },
  {
    id: 6,
    title: 'Reduce Waist',
    image: reduceWaist,
    info: 'Abdominal massage with warm herbal oils supports digestion and circulation, helping your diet and exercise efforts around the waist.',
  },
  {
    id: 7,
    title: 'Muscles Healthy',
    image: musclesHealthy,
    info: 'Better blood flow brings oxygen and nutrients to muscles and carries away waste, so they stay firm, elastic and strong.',
  },
  {
    id: 8,
    title: 'Promote Healing',
    image: promoteHealing,
    info: "Improved circulation and deep relaxation support the body's own repair after strain, surgery or long illness.",
  },
];
