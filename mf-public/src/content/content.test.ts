import { CERTIFICATE_COUNT, GALLERY_SIZES, PUBLIC_PATHS, SERVICE_PATHS } from '@wellness/shared';
import { BENEFITS } from './benefits';
import { CERTIFICATES } from './certificates';
import { GALLERIES } from './gallery';
import { SLIDES } from './home';
import { canonicalUrl, PAGE_META } from './pages';
import { findService, SERVICES } from './services';
import { SITE_CONFIG, SOCIAL_LINKS } from './siteConfig';

describe('content of the public pages', () => {
  it('has the three slides of the home carousel', () => {
    expect(SLIDES.map((slide) => slide.title)).toEqual(['Experience serenity', 'Luxurious de-stressing', "Couple's getaway"]);
  });

  it('has two galleries of 26 and 27 images, each with alt text', () => {
    expect(GALLERIES.map((gallery) => gallery.images.length)).toEqual([...GALLERY_SIZES]);
    for (const image of GALLERIES.flatMap((gallery) => gallery.images)) expect(image.alt.length).toBeGreaterThan(10);
  });

  it('has the 10 certificates of spec section 3, in order', () => {
    expect(CERTIFICATES).toHaveLength(CERTIFICATE_COUNT);
    expect(CERTIFICATES.map((c) => `${c.id} ${c.title} (${c.year})`)).toEqual([
      '1 Chiropractic Therapist (2021)',
      '2 Diploma in Chiropractic Techniques (2022)',
      '3 Cupping Therapist (2023)',
      '4 Master Diploma in Cupping / Hijama Therapy (2022)',
      '5 Advanc Level Microbat (2022)',
      '6 Neurotherapist (2022)',
      '7 Neurotherapy (2021)',
      '8 Massage (2023)',
      '9 Massage Therapy (2023)',
      "10 JC'S BAT (2023)",
    ]);
  });

  it('has the eight benefit cards of the spec', () => {
    expect(BENEFITS.map((benefit) => benefit.title)).toEqual([
      'Relieve Pain',
      'Reduce Spasms',
      'Prevent Injuries',
      'Movement Range',
      'Improved Posture',
      'Reduce Waist',
      'Muscles Healthy',
      'Promote Healing',
    ]);
  });

  it('has a page for each of the five service paths, with every part the spec lists', () => {
    expect(SERVICES.map((service) => service.path)).toEqual([...SERVICE_PATHS]);
    for (const service of SERVICES) {
      expect(service.intro.length).toBeGreaterThan(0);
      expect(service.sections.length).toBeGreaterThan(1);
      expect(service.benefits.length).toBeGreaterThan(2);
      expect(service.checklist.length).toBeGreaterThan(2);
      expect(service.image.alt).not.toBe('');
      expect(service.meta.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('says a waxing session takes about 45 to 90 minutes and results last about 3 to 6 weeks', () => {
    const waxing = JSON.stringify(findService('/full-body-waxing'));
    expect(waxing).toContain('about 45 to 90 minutes');
    expect(waxing).toContain('about 3 to 6 weeks');
  });

  it('gives every public path its own title, description and keywords', () => {
    for (const path of PUBLIC_PATHS) expect(PAGE_META[path]).toBeDefined();
    expect(new Set(PUBLIC_PATHS.map((path) => PAGE_META[path]!.title)).size).toBe(PUBLIC_PATHS.length);
    expect(PAGE_META['/our-certification']).toEqual({
      title: 'Our Certification',
      description: 'Our Certification',
      keywords: ['spa', 'massage', 'therapy', 'wellness'],
    });
    expect(canonicalUrl('/benefits')).toBe(`${SITE_CONFIG.siteUrl}/benefits`);
  });

  it('keeps the contact details in one site config, with two numbers of each kind', () => {
    expect(SITE_CONFIG.phones).toHaveLength(2);
    expect(SITE_CONFIG.whatsapp).toHaveLength(2);
    for (const phone of [...SITE_CONFIG.phones, ...SITE_CONFIG.whatsapp]) expect(phone.e164).toMatch(/^\+91\d{10}$/);
    expect(SITE_CONFIG.address.locality).toBe('Kothrud');
    expect(SOCIAL_LINKS.map((link) => link.name)).toEqual(['Facebook', 'WhatsApp', 'Instagram', 'YouTube']);
  });
});
