import { SERVICES } from '../content/services';
import { SITE_CONFIG, SOCIAL_LINKS } from '../content/siteConfig';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org LocalBusiness (a DaySpa) for the centre: address in Kothrud, opening hours, services. */
export function localBusinessJsonLd(): Record<string, unknown> {
  const { address, geo, openingHours, siteUrl } = SITE_CONFIG;
  return {
    '@context': 'https://schema.org',
    '@type': 'DaySpa',
    '@id': `${siteUrl}/#business`,
    name: SITE_CONFIG.name,
    description: SITE_CONFIG.tagline,
    url: `${siteUrl}/`,
    telephone: SITE_CONFIG.phones.map((phone) => phone.e164),
    email: SITE_CONFIG.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: `${address.locality}, ${address.city}`,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    hasMap: SITE_CONFIG.mapLinkUrl,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: openingHours.opens, closes: openingHours.closes }],
    areaServed: { '@type': 'City', name: 'Pune' },
    sameAs: SOCIAL_LINKS.filter((link) => link.name !== 'WhatsApp').map((link) => link.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Massage and therapy services',
      itemListElement: SERVICES.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title, description: service.summary, url: `${siteUrl}${service.path}` },
      })),
    },
  };
}
