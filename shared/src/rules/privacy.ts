/**
 * Consent and data rights under India's Digital Personal Data Protection Act 2023: the notice's
 * version (stored with each booking's consent), its words, and how long completed bookings keep
 * their personal data. Free of imports, like site.ts.
 */

/** The privacy notice in force, newest first: a booking records which one its visitor agreed to. */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-25'] as const;
export const PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS[0];
export const PRIVACY_PATH = '/privacy';

/** Completed bookings keep their personal data this many months after completion (RETENTION_MONTHS). */
export const DEFAULT_RETENTION_MONTHS = 24;

/** What replaces the name of a customer whose personal data was erased. */
export const ERASED_NAME = 'Erased customer';

export const PRIVACY_MESSAGES = {
  /** The short notice above the booking form's consent box. */
  notice: `We use your name, contact number, e-mail, address, age, gender and health details only to arrange and carry out your visit, and keep them for ${DEFAULT_RETENTION_MONTHS} months after it.`,
  consentLabel: 'I agree to the use of my details as described in the privacy notice.',
  consentRequired: 'Please agree to the privacy notice to send your booking.',
  noticeLink: 'Read the privacy notice',
  erase: 'Erase personal data',
  eraseConfirm: (name: string) =>
    `Erase the personal data of ${name}? Their name, contact number, e-mail, address and health details are removed for good; the booking stays in the counts and reports without them.`,
  erased: "The customer's personal data has been erased.",
  eraseFailed: "Failed to erase the customer's data. Please try again.",
  alreadyErased: "This customer's personal data has already been erased.",
} as const;
