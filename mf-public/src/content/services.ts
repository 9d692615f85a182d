import type { SERVICE_PATHS } from '@wellness/shared';
import ayurvedicImage from './images/service-ayurvedic.svg';
import cuppingImage from './images/service-cupping.svg';
import deepTissueImage from './images/service-deep-tissue.svg';
import sciaticaImage from './images/service-sciatica.svg';
import waxingImage from './images/service-waxing.svg';

type ServicePath = (typeof SERVICE_PATHS)[number];

interface ServiceSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Service {
  path: ServicePath;
  /** Navigation label and card title. */
  title: string;
  /** The page's level-1 heading. */
  heading: string;
  /** The Our Services card text. */
  summary: string;
  image: { src: string; alt: string; width: number; height: number };
  meta: { title: string; description: string; keywords: readonly string[] };
  intro: readonly string[];
  sections: readonly ServiceSection[];
  benefitsHeading: string;
  benefits: readonly string[];
  checklistHeading: string;
  checklist: readonly string[];
  cta: { heading: string; text: string };
}

const SERVICE_IMAGE_SIZE = { width: 800, height: 500 } as const;

/** The five services, in the order of the navigation bar (spec section 2). */
export const SERVICES: readonly Service[] = [
  {
    path: '/cupping-therapy-treatment',
    title: 'Cupping Therapy',
    heading: 'Cupping Therapy (Hijama) in Kothrud, Pune',
    summary: 'Wet (Hijama) and dry cupping that loosens tight muscles and draws fresh blood to sore areas.',
    image: { src: cuppingImage, alt: 'Glass cups placed along the upper back during a dry cupping session', ...SERVICE_IMAGE_SIZE },
    meta: {
      title: 'Cupping Therapy and Hijama in Kothrud, Pune | Kothrud Wellness Spa',
      description:
        'Wet (Hijama) and dry cupping therapy by certified therapists in Kothrud, Pune, or at your home. Relief for back pain, stiff shoulders and muscle fatigue.',
      keywords: ['cupping therapy Pune', 'Hijama Kothrud', 'wet cupping', 'dry cupping', 'back pain relief'],
    },
    intro: [
      'Cupping is one of the oldest hands-on therapies still in use. Our therapists place cups on the skin and create gentle suction that lifts the skin and the layers of muscle beneath it. The lift eases knots, brings fresh blood to tired tissue and leaves most guests feeling lighter and looser the same evening.',
      'We offer both dry cupping and wet cupping (Hijama). Your therapist, certified in cupping and Hijama therapy, will ask about your health first and recommend the kind that suits you.',
    ],
    sections: [
      {
        heading: 'Dry cupping',
        paragraphs: [
          'In dry cupping the cups are left in place for five to ten minutes, or moved slowly over oiled skin like a reverse massage. It suits stiff necks, shoulders that carry desk work, and backs that ache after long drives on Pune roads.',
        ],
      },
      {
        heading: 'Wet cupping (Hijama)',
        paragraphs: [
          'Hijama adds tiny, shallow skin pricks under a cup so that a small amount of blood is drawn out. Everything that touches your skin is sterile and single-use, and it is disposed of in front of you.',
          'We do not perform Hijama on anyone with a bleeding disorder, on blood-thinning medicine, during pregnancy, or with diabetes that is not under control.',
        ],
      },
      {
        heading: 'What you will see afterwards',
        paragraphs: [
          'Round marks where the cups sat are normal. They are not bruises from pressure, and they fade within three to ten days. Drink water, keep the area warm and avoid a cold shower for a few hours.',
        ],
      },
    ],
    benefitsHeading: 'Why people choose cupping',
    benefits: [
      'Eases chronic back, neck and shoulder pain',
      'Loosens muscle knots that massage alone does not reach',
      'Improves local blood flow and helps tired muscles recover',
      'Leaves many guests calmer and sleeping better',
    ],
    checklistHeading: 'Before your session',
    checklist: [
      'Eat a light meal two to three hours before, not just before',
      'Tell us about any medicine, especially blood thinners',
      'Wear loose clothing that is easy to move aside',
      'Plan a quiet evening: no gym and no cold shower the same day',
    ],
    cta: {
      heading: 'Book a cupping session',
      text: 'At our Kothrud centre or at your home anywhere in Pune. Send a request and we will call you back to fix a time.',
    },
  },
  {
    path: '/sciatica-pain-relief-massage',
    title: 'Sciatica Pain Relief Massage',
    heading: 'Sciatica Pain Relief Massage',
    summary: 'Focused work on the lower back, hips and legs to calm the shooting pain of an irritated sciatic nerve.',
    image: { src: sciaticaImage, alt: 'Therapist working on the lower back of a guest lying on a massage table', ...SERVICE_IMAGE_SIZE },
    meta: {
      title: 'Sciatica Pain Relief Massage in Pune | Kothrud Wellness Spa',
      description:
        'Massage for sciatica in Kothrud, Pune: gentle, targeted work on the lower back, glutes and hamstrings to ease nerve pain, numbness and stiffness. Home visits too.',
      keywords: ['sciatica massage Pune', 'sciatica pain relief', 'lower back pain massage', 'piriformis massage', 'Kothrud'],
    },
    intro: [
      'Sciatica is the sharp, burning or tingling pain that runs from the lower back through the buttock and down one leg. It is often made worse by tight muscles that press on the sciatic nerve, above all the piriformis deep in the hip.',
      'Our sciatica massage works slowly around the nerve, never on it, to release those muscles and give the nerve room again. Most guests feel easier walking and sitting after the first session; lasting relief usually takes a short series.',
    ],
    sections: [
      {
        heading: 'How a session works',
        paragraphs: [
          'We start by asking where the pain travels and what sets it off. The therapist then warms the lower back with broad strokes, works the glutes and piriformis with steady pressure, and finishes along the hamstrings and calf. Pressure is always adjusted to what you tell us.',
        ],
      },
      {
        heading: 'When to see a doctor first',
        paragraphs: [
          'Massage helps muscular sciatica. If you have numbness in the groin, weakness in a leg, trouble controlling your bladder or bowels, or pain after a fall, see a doctor before booking any massage.',
        ],
      },
    ],
    benefitsHeading: 'What sciatica massage can do',
    benefits: [
      'Releases the piriformis and glute muscles that press on the nerve',
      'Reduces the shooting pain and tingling down the leg',
      'Makes sitting, driving and climbing stairs easier',
      'Improves flexibility in the hips and lower back',
    ],
    checklistHeading: 'Helpful at home between sessions',
    checklist: [
      'Get up and walk for a few minutes every half hour of sitting',
      'Use a warm compress on the lower back for fifteen minutes',
      'Do the two gentle stretches your therapist shows you, twice a day',
      'Sleep on your side with a pillow between your knees',
    ],
    cta: { heading: 'Ease your sciatica', text: 'Book a sciatica massage at the centre or ask for a home visit if travelling hurts.' },
  },
  {
    path: '/ayurvedic-body-massage',
    title: 'Ayurvedic Body Massage',
    heading: 'Ayurvedic Body Massage (Abhyanga)',
    summary: 'Abhyanga with warm herbal oils, chosen for your body type, to nourish the skin and settle the mind.',
    image: { src: ayurvedicImage, alt: 'A bottle of warm herbal oil beside a copper bowl and fresh leaves', ...SERVICE_IMAGE_SIZE },
    meta: {
      title: 'Ayurvedic Body Massage (Abhyanga) in Kothrud, Pune | Kothrud Wellness Spa',
      description:
        'Traditional Abhyanga with warm herbal oils personalised to your body type (dosha), at our Kothrud centre or at home in Pune. Deep relaxation and nourished skin.',
      keywords: ['Ayurvedic massage Pune', 'Abhyanga Kothrud', 'herbal oil massage', 'dosha massage', 'Ayurveda spa Pune'],
    },
    intro: [
      "Abhyanga is the daily oil massage of Ayurveda. Generous amounts of warm herbal oil are worked into the whole body with long, rhythmic strokes that follow the direction of the body's channels. It is slow, warm and deeply calming.",
      'No two guests get the same oil. Before your first session we ask a few questions about your constitution (Vata, Pitta or Kapha) and the season, and choose the oil to match.',
    ],
    sections: [
      {
        heading: 'Oils chosen for your body type',
        paragraphs: [
          'Vata types, often with dry skin and a busy mind, receive heavier warming oils such as sesame with ashwagandha. Pitta types, who run warm, get cooling coconut or sunflower oils with sandalwood. Kapha types get lighter, stimulating oils like mustard with a brisker rhythm.',
        ],
      },
      {
        heading: 'The session',
        paragraphs: [
          'A full Abhyanga takes about sixty minutes and covers the scalp, face, back, arms, legs and feet. Afterwards we suggest resting for a few minutes and letting the oil soak in before a warm bath.',
        ],
      },
    ],
    benefitsHeading: 'Benefits of Abhyanga',
    benefits: [
      'Nourishes dry skin and leaves it soft',
      'Calms the nervous system and helps deep sleep',
      'Loosens stiff joints and tired muscles',
      'Supports circulation and a feeling of lightness',
    ],
    checklistHeading: 'To get the most from it',
    checklist: [
      'Come with an empty stomach or after a light meal',
      'Wear old clothes home: the oil can mark fabric',
      'Leave the oil on for 30 minutes before bathing',
      'Drink warm water, not cold, for the rest of the day',
    ],
    cta: { heading: 'Book your Abhyanga', text: 'Tell us a little about yourself when you book, and we will prepare the right oil.' },
  },
  {
    path: '/deep-tissue-massage',
    title: 'Deep Tissue Massage',
    heading: 'Deep Tissue Massage',
    summary: 'Slow, firm strokes that reach the deeper layers of muscle to release chronic tension and knots.',
    image: { src: deepTissueImage, alt: 'Smooth massage stones stacked beside green leaves', ...SERVICE_IMAGE_SIZE },
    meta: {
      title: 'Deep Tissue Massage in Kothrud, Pune | Kothrud Wellness Spa',
      description:
        'Deep tissue massage in Pune for chronic muscle tension, sports strain and desk-job stiffness. Firm, slow, targeted work by trained therapists, at the centre or at home.',
      keywords: ['deep tissue massage Pune', 'sports massage Kothrud', 'muscle knots', 'chronic pain massage', 'home massage Pune'],
    },
    intro: [
      'Deep tissue massage uses slow strokes and steady, firm pressure to reach the inner layers of muscle and the connective tissue around them. It is the massage to choose for knots that keep coming back, a stiff neck from long hours at a laptop, or legs that ache after running.',
      'Firm does not have to mean painful. Your therapist works gradually, checks in with you, and never pushes past what your body lets go of.',
    ],
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Office workers with tight shoulders and upper back, runners, cyclists and gym-goers, people recovering from a muscle strain, and anyone whose relaxing massages feel pleasant but do not last.',
        ],
      },
      {
        heading: 'What to expect',
        paragraphs: [
          'Some areas may feel tender the next day, like after a good workout. This passes in a day or two. Drinking water and a warm bath help.',
          'We do not give deep tissue massage over recent injuries, varicose veins, or during pregnancy; we will suggest a gentler treatment instead.',
        ],
      },
    ],
    benefitsHeading: 'Benefits of deep tissue massage',
    benefits: [
      'Breaks up stubborn knots and adhesions',
      'Relieves chronic neck, shoulder and back pain',
      'Speeds recovery after sport and training',
      'Restores freedom of movement in stiff areas',
    ],
    checklistHeading: 'Before you come',
    checklist: [
      'Tell us where it hurts and for how long',
      'Avoid a heavy meal in the hour before',
      'Let your therapist know at once if the pressure is too much',
      'Keep the rest of the day light and drink plenty of water',
    ],
    cta: { heading: 'Release the tension', text: 'Book a deep tissue massage at our Kothrud centre or at your home.' },
  },
  {
    path: '/full-body-waxing',
    title: 'Full Body Waxing',
    heading: 'Full Body Waxing for Men and Women',
    summary: 'Hygienic full body waxing for men and women: a session takes about 45 to 90 minutes, results last about 3 to 6 weeks.',
    image: { src: waxingImage, alt: 'Fresh rolled towels stacked and ready for a waxing session', ...SERVICE_IMAGE_SIZE },
    meta: {
      title: 'Full Body Waxing for Men and Women in Pune | Kothrud Wellness Spa',
      description:
        'Full body waxing for men and women in Kothrud, Pune. A session takes about 45 to 90 minutes and results last about 3 to 6 weeks. Hygienic, single-use strips and spatulas.',
      keywords: ['full body waxing Pune', 'waxing for men Pune', 'waxing Kothrud', 'body waxing for women', 'hair removal Pune'],
    },
    intro: [
      'Our full body waxing leaves skin smooth for weeks, for men and for women. A full body session takes about 45 to 90 minutes, depending on the areas and the hair, and results last about 3 to 6 weeks.',
      'We use skin-friendly wax heated to a comfortable temperature, fresh strips and single-use spatulas, so that nothing is ever dipped twice.',
    ],
    sections: [
      {
        heading: 'What is included',
        paragraphs: [
          'Arms, underarms, legs, back, chest and stomach. Tell us when you book if you would like only some areas or a particular kind of wax, such as rica or chocolate wax for sensitive skin.',
        ],
      },
      {
        heading: 'Hair length and regrowth',
        paragraphs: [
          'Wax grips best when hair is about 5 mm long, roughly two to three weeks of growth after shaving. With regular waxing every four to six weeks, hair tends to grow back finer and sparser.',
        ],
      },
    ],
    benefitsHeading: 'Why wax instead of shaving',
    benefits: [
      'Smooth skin for about 3 to 6 weeks instead of a few days',
      'Removes dead skin cells for a gentle exfoliation',
      'No razor cuts, rashes or stubble',
      'Regrowth becomes finer and softer over time',
    ],
    checklistHeading: 'Before and after your waxing',
    checklist: [
      'Let hair grow to about 5 mm and do not shave in between',
      'Skip scrubs, retinol creams and sun exposure for a day before',
      'Avoid hot showers, swimming and the gym for 24 hours after',
      'Exfoliate gently from the third day to prevent ingrown hair',
    ],
    cta: { heading: 'Book your waxing', text: 'Choose a time that suits you at the centre, or ask for a home visit.' },
  },
];

export function findService(path: string): Service | undefined {
  return SERVICES.find((service) => service.path === path);
}
