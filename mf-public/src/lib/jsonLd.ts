import { localBusinessJsonLd } from './structuredData';

const JSON_LD_ID = 'local-business-jsonld';

/** Puts the LocalBusiness structured data in the head once (the pre-rendered page may already hold it). */
export function ensureJsonLd(): void {
  if (document.getElementById(JSON_LD_ID)) return;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.id = JSON_LD_ID;
  script.textContent = JSON.stringify(localBusinessJsonLd());
  document.head.appendChild(script);
}
