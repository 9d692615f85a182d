import { type PhoneNumber, SITE_CONFIG } from '@wellness/shared';

// The centre's details live in shared (the API's mails use them too); the link helpers are the pages'.
export { FULL_ADDRESS, type PhoneNumber, SITE_CONFIG } from '@wellness/shared';

export const whatsappUrl = (number: PhoneNumber): string => `https://wa.me/${number.e164.replace('+', '')}`;
export const telUrl = (number: PhoneNumber): string => `tel:${number.e164}`;
export const mailUrl = (email: string): string => `mailto:${email}`;

/** The social block of the navigation bar and the footer, in the spec's order. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: SITE_CONFIG.social.facebook },
  { name: 'WhatsApp', href: whatsappUrl(SITE_CONFIG.whatsapp[0]) },
  { name: 'Instagram', href: SITE_CONFIG.social.instagram },
  { name: 'YouTube', href: SITE_CONFIG.social.youtube },
] as const;
export type SocialName = (typeof SOCIAL_LINKS)[number]['name'];
