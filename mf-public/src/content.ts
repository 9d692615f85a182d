import { SERVICE_PATHS } from '@wellness/shared';

type ServicePath = (typeof SERVICE_PATHS)[number];

/** The five services, in the order of the navigation bar. */
export const SERVICES: ReadonlyArray<{ path: ServicePath; title: string; summary: string }> = [
  { path: '/cupping-therapy-treatment', title: 'Cupping Therapy', summary: 'Wet (Hijama) and dry cupping to ease pain and improve circulation.' },
  { path: '/sciatica-pain-relief-massage', title: 'Sciatica Pain Relief Massage', summary: 'Focused work on the lower back, hips and legs to calm nerve pain.' },
  { path: '/ayurvedic-body-massage', title: 'Ayurvedic Body Massage', summary: 'Abhyanga with warm herbal oils, personalised to your body type.' },
  { path: '/deep-tissue-massage', title: 'Deep Tissue Massage', summary: 'Slow, firm strokes that release chronic muscle tension.' },
  { path: '/full-body-waxing', title: 'Full Body Waxing', summary: 'Waxing for men and women: about 45 to 90 minutes, results last about 3 to 6 weeks.' },
];

export const NAV_LINKS = [
  { path: '/', label: 'Home' },
  { path: '/about-us', label: 'About Us' },
  { path: '/benefits', label: 'Benefits' },
  { path: '/contact-us', label: 'Contact Us' },
  { path: '/our-certification', label: 'Our Certification' },
] as const;

export const PAGE_TITLES: Record<string, string> = {
  '/': 'Home-visit massage and Ayurvedic therapy in Pune',
  '/about-us': 'About Us',
  '/benefits': 'Benefits of Massage',
  '/contact-us': 'Contact Us',
  '/our-certification': 'Our Certification',
  ...Object.fromEntries(SERVICES.map((service) => [service.path, service.title])),
};
