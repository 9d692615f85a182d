import { DEFAULT_RETENTION_MONTHS, PRIVACY_NOTICE_VERSION } from '@wellness/shared';
import { FULL_ADDRESS, SITE_CONFIG } from './siteConfig';

/**
 * The privacy notice (Digital Personal Data Protection Act 2023) that the booking form links to: what a
 * booking collects, why, who sees it, how long it is kept and the visitor's rights. Plain words; a change
 * here that changes what a visitor agrees to needs a new version in shared/src/rules/privacy.ts.
 */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
  /** The centre's e-mail and phone numbers follow, as links. */
  contacts?: boolean;
}

export const PRIVACY_HEADING = 'Privacy Notice';

export const PRIVACY_LEAD = `How ${SITE_CONFIG.name} uses the details you give us when you book a visit, how long we keep them, and your rights over them.`;

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      `${SITE_CONFIG.name}, ${FULL_ADDRESS}, is responsible for the personal data you give us when you book a visit (its Data Fiduciary, in the words of the Digital Personal Data Protection Act 2023).`,
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: ['When you book a visit, the booking form asks for:'],
    list: [
      'your name, contact number and e-mail',
      'your address, with its area and pin code',
      'your age and gender',
      'the gender of the therapist you would prefer',
      'the health issue you tell us about and the therapy you ask for',
      'the day and time you would like us to come',
    ],
    after: ['We also record when you agreed to this notice, and which version of it.'],
  },
  {
    id: 'why',
    heading: 'Why we use it',
    paragraphs: [],
    list: [
      'To arrange and carry out your home visit: to call you, to send a therapist of the gender you prefer to your address at the time you asked for, and to let them know about your health issue before they treat you.',
      'To e-mail you your booking reference and updates on your booking.',
    ],
    after: ['We use your details for nothing else: not for advertising, and we do not sell them.'],
  },
  {
    id: 'who-sees-it',
    heading: 'Who sees it',
    paragraphs: [
      "The centre's admin, who assigns your booking to a therapist, and the therapist assigned to it. Our e-mails to you pass through our e-mail service. We share your details with no one else, unless the law requires us to.",
    ],
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    paragraphs: [
      `Once your visit is completed, we keep your name, contact number, e-mail, address and health issue for ${DEFAULT_RETENTION_MONTHS} months after it, then remove them for good. The booking stays in our counts and reports without them.`,
      'You can ask us to erase them sooner at any time (see below).',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: ['Under the Digital Personal Data Protection Act 2023 you may:'],
    list: [
      'ask us what personal data we hold about you and how we use it',
      'ask us to correct, complete or update it',
      'ask us to erase it',
      'withdraw your consent at any time, as easily as you gave it: we then stop using your details and erase them (a visit not yet made is cancelled); what was done before stays lawful',
      'raise a grievance with us about how we handle your data; if our answer does not settle it, you may complain to the Data Protection Board of India',
    ],
  },
  {
    id: 'contact',
    heading: 'Whom to write to',
    paragraphs: [
      'For any of these, or any question about your data, write to us or call us. Tell us the name and contact number you booked with, so that we can find your booking.',
    ],
    contacts: true,
  },
  {
    id: 'this-notice',
    heading: 'This notice',
    paragraphs: [
      `Version ${PRIVACY_NOTICE_VERSION}. When we change it, this page shows the new version; each booking keeps the version its visitor agreed to.`,
    ],
  },
];
