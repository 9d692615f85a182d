import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@wellness/shared/ui';
import type { ReactNode } from 'react';

/**
 * Chakra with the site's theme, without AppProviders' toaster: no public root shows a toast, and every
 * extra toaster would add another identical "Notifications" landmark with the same id to the page.
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
