import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';
import { AppToaster } from './toaster';

/** What every React root on the page wraps itself in: Chakra with the site's theme, and its toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
