import { PRIVACY_PATH, PUBLIC_HEADER_HEIGHT_PX } from '@wellness/shared';
import { MAIN_CONTENT_ID } from '@wellness/shared/prerender';
import { PageRouter, Route, Routes } from '@wellness/shared/router';
import { useEffect } from 'react';
import { BookNowButton } from './chrome/BookNowButton';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { PublicProviders } from './chrome/PublicProviders';
import { SERVICES } from './content/services';
import { ensureJsonLd } from './lib/jsonLd';
import { AboutPage } from './pages/AboutPage';
import { BenefitsPage } from './pages/BenefitsPage';
import { CertificationPage } from './pages/CertificationPage';
import { ContactPage } from './pages/ContactPage';
import { HomePage } from './pages/HomePage';
import { PrivacyPage } from './pages/PrivacyPage';
import { ServicePage } from './pages/ServicePage';

/** The public pages of spec section 2 (the shell mounts this parcel on each public path). */
function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about-us" element={<AboutPage />} />
      {SERVICES.map((service) => (
        <Route key={service.path} path={service.path} element={<ServicePage service={service} />} />
      ))}
      <Route path="/benefits" element={<BenefitsPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/our-certification" element={<CertificationPage />} />
      <Route path={PRIVACY_PATH} element={<PrivacyPage />} />
      {/* Any other path is another remote's page (signing in, the booking page): nothing of this one. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/**
 * A public page as one parcel (the shell mounts it on each public path): header, page, floating
 * BOOK NOW! and footer, with one Chakra provider, on the shell's router. On the other pages with the public
 * chrome (booking page, Page Not Found) the shell mounts the header, button and footer on their own.
 */
export function PublicApp() {
  useEffect(ensureJsonLd, []);
  return (
    <PublicProviders>
      <PageRouter>
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none', marginTop: PUBLIC_HEADER_HEIGHT_PX, minHeight: '60vh' }}>
          <div data-remote="mf-public">
            <PublicRoutes />
          </div>
        </main>
        <BookNowButton />
        <Footer />
      </PageRouter>
    </PublicProviders>
  );
}
