/**
 * The centre's contact details, address, map and social links: the one place to change them, for the
 * public pages, the API's mails and the sitemap alike.
 *
 * PLACEHOLDERS: the spec does not give the centre's phone numbers, e-mail, street address, web address
 * or social accounts. Every value marked `PLACEHOLDER` below must be replaced with the centre's own
 * before going live (phone numbers use the reserved-looking 98XXX0000X pattern on purpose).
 */

export interface PhoneNumber {
  /** As shown to visitors. */
  display: string;
  /** E.164, for tel: and WhatsApp links. */
  e164: string;
}

const phone = (display: string): PhoneNumber => ({ display, e164: `+91${display.replace(/\D/g, '').slice(-10)}` });

export const SITE_CONFIG = {
  name: 'Kothrud Wellness Spa',
  tagline: 'Massage, Ayurvedic therapy and wellness in Kothrud, Pune, and at your home',
  /** PLACEHOLDER: the public address of the site, used for canonical links, the sitemap and structured data. */
  siteUrl: 'https://www.kothrudwellnessspa.in',
  /** PLACEHOLDER numbers (Call Now, Contact Us, footer). */
  phones: [phone('+91 98000 00001'), phone('+91 98000 00002')] as const,
  /** PLACEHOLDER WhatsApp numbers (footer). */
  whatsapp: [phone('+91 98000 00001'), phone('+91 98000 00003')] as const,
  /** PLACEHOLDER e-mail. */
  email: 'care@kothrudwellnessspa.in',
  address: {
    /** PLACEHOLDER street line: the spec says only "Kothrud, Pune". */
    street: 'Shop 4, Lotus Court, Paud Road',
    locality: 'Kothrud',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411038',
    country: 'IN',
    countryName: 'India',
  },
  geo: { latitude: 18.5074, longitude: 73.8077 },
  /** Opening hours, shown on Contact Us and in the structured data. */
  openingHours: { days: 'Monday to Sunday', opens: '09:00', closes: '21:00' },
  /** Google Maps embed of Kothrud, Pune (no API key needed). */
  mapEmbedUrl: 'https://www.google.com/maps?q=Kothrud%2C%20Pune%2C%20Maharashtra&z=14&output=embed',
  mapLinkUrl: 'https://www.google.com/maps?q=Kothrud,+Pune,+Maharashtra',
  /** PLACEHOLDER: where a customer leaves feedback (linked from the thank-you mail after a visit). */
  reviewsUrl: 'https://www.google.com/maps?q=Kothrud+Wellness+Spa+Pune+reviews',
  /** PLACEHOLDER: the embedded reviews page shown in the footer (height 1000 px, spec section 9). */
  reviewsFrameUrl: 'https://www.google.com/maps?q=Kothrud%20Wellness%20Spa%20Pune%20reviews&output=embed',
  /** PLACEHOLDER social accounts. WhatsApp uses the first WhatsApp number. */
  social: {
    facebook: 'https://www.facebook.com/kothrudwellnessspa',
    instagram: 'https://www.instagram.com/kothrudwellnessspa',
    youtube: 'https://www.youtube.com/@kothrudwellnessspa',
  },
} as const;

export const FULL_ADDRESS = `${SITE_CONFIG.address.street}, ${SITE_CONFIG.address.locality}, ${SITE_CONFIG.address.city}, ${SITE_CONFIG.address.region} ${SITE_CONFIG.address.postalCode}`;
