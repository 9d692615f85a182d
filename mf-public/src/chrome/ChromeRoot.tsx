import { BrowserRouter } from '@wellness/shared/router';
import type { ReactNode } from 'react';
import { PublicProviders } from './PublicProviders';

/** Header, footer and the floating button are separate roots: each has its own providers and router. */
export function ChromeRoot({ children, globalCss = true }: { children: ReactNode; globalCss?: boolean }) {
  return (
    <PublicProviders globalCss={globalCss}>
      <BrowserRouter>{children}</BrowserRouter>
    </PublicProviders>
  );
}
