import { ChakraProvider, system } from '@wellness/shared/chakra';
import type { ReactNode } from 'react';
import { AppToaster } from './toaster';

/**
 * What every remote's tree (and the shell's own pages) wraps itself in: Chakra with the site's theme. The
 * one that owns the page's toast region (the shell, or a remote on its own page) passes `toasts`; there is
 * one per page.
 */
export function AppProviders({ children, toasts = false }: { children: ReactNode; toasts?: boolean }) {
  return (
    <ChakraProvider value={system}>
      {children}
      {toasts && <AppToaster />}
    </ChakraProvider>
  );
}
