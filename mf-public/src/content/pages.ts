import { PRIVACY_PATH } from '@wellness/shared';
import { SERVICES } from './services';
import { SITE_CONFIG } from './siteConfig';

/** What each public page puts in the document head. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

const BASE_KEYWORDS = ['massage Pune', 'spa Kothrud', 'home massage Pune', 'Ayurvedic therapy'] as const;

/** The home page's head tags, also those of a path with none of its own. */
const HOME_META: PageMeta = {
  title: `${SITE_CONFIG.name} | Massage, Ayurvedic therapy and home visits in Kothrud, Pune`,
  description:
    'Massage, Ayurvedic therapy, cupping and waxing by certified therapists at our Kothrud centre or at your home anywhere in Pune. Book online in a minute.',
  keywords: [...BASE_KEYWORDS, 'couple spa Pune', 'cupping therapy', 'deep tissue massage'],
};

/** Every public route's head tags (spec section 2: service pages set their own; the rest do too). */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': HOME_META,
  '/about-us': {
    title: `About Us | ${SITE_CONFIG.name}, Kothrud, Pune`,
    description:
      'Meet Kothrud Wellness Spa: certified therapists, a calm centre in Kothrud and home visits across Pune. See our centre, our therapies and what our guests say.',
    keywords: [...BASE_KEYWORDS, 'about Kothrud Wellness Spa', 'massage centre Kothrud'],
  },
  '/benefits': {
    title: `Benefits of Massage | ${SITE_CONFIG.name}`,
    description:
      'Eight ways regular massage helps: relieve pain, reduce spasms, prevent injuries, widen movement range, improve posture, trim the waist, keep muscles healthy and promote healing.',
    keywords: [...BASE_KEYWORDS, 'benefits of massage', 'massage for pain relief'],
  },
  '/contact-us': {
    title: `Contact Us | ${SITE_CONFIG.name}, Kothrud, Pune`,
    description: 'Find Kothrud Wellness Spa in Kothrud, Pune: address, map, phone numbers and e-mail. Call, write or book a massage online.',
    keywords: [...BASE_KEYWORDS, 'spa near me Kothrud', 'contact massage centre Pune'],
  },
  // Spec section 2: title and description both 'Our Certification'; keywords spa, massage, therapy, wellness.
  '/our-certification': {
    title: 'Our Certification',
    description: 'Our Certification',
    keywords: ['spa', 'massage', 'therapy', 'wellness'],
  },
  [PRIVACY_PATH]: {
    title: `Privacy Notice | ${SITE_CONFIG.name}`,
    description: `How ${SITE_CONFIG.name} uses the details you give when you book a visit, how long it keeps them, and your rights under the Digital Personal Data Protection Act 2023.`,
    keywords: ['privacy notice', 'personal data', 'DPDP Act 2023', SITE_CONFIG.name],
  },
  ...Object.fromEntries(SERVICES.map((service) => [service.path, service.meta])),
};

export function pageMetaFor(path: string): PageMeta {
  return PAGE_META[path] ?? HOME_META;
}

export const canonicalUrl = (path: string): string => `${SITE_CONFIG.siteUrl}${path === '/' ? '/' : path}`;
