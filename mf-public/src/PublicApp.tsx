import { PRIVACY_PATH } from '@wellness/shared';
import { PublicProviders } from './chrome/PublicProviders';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from '@wellness/shared/router';
import { SERVICES } from './content/services';
import { ensureJsonLd } from './lib/jsonLd';
import { AboutPage } from './pages/AboutPage';
import { BenefitsPage } from './pages/BenefitsPage';
import { CertificationPage } from './pages/CertificationPage';
import { ContactPage } from './pages/ContactPage';
import { HomePage } from './pages/HomePage';
import { PrivacyPage } from './pages/PrivacyPage';
import { ServicePage } from './pages/ServicePage';

/** The public pages of spec section 2 (the shell mounts this root on each public path). */
export function PublicRoutes() {
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
      {/* Signing in or opening the booking page, this root sees the new path until the shell unmounts it. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

export function PublicApp() {
  useEffect(ensureJsonLd, []);
  return (
    // Chakra's global CSS comes with the header's root, on screen whenever a public page is.
    <PublicProviders globalCss={false}>
      <BrowserRouter>
        <div data-remote="mf-public">
          <PublicRoutes />
        </div>
      </BrowserRouter>
    </PublicProviders>
  );
}
