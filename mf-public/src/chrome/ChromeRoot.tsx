import { PageRouter } from '@wellness/shared/router';
import type { ReactNode } from 'react';
import { PublicProviders } from './PublicProviders';

/** Header, footer and the floating button are separate parcels: each has its own providers. */
export function ChromeRoot({ children, globalCss = true }: { children: ReactNode; globalCss?: boolean }) {
  return (
    <PublicProviders globalCss={globalCss}>
      <PageRouter>{children}</PageRouter>
    </PublicProviders>
  );
}
