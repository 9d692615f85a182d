import { SITE_CONFIG } from '@wellness/shared';
import { useEffect } from 'react';

/** Names the screen in the browser's tab and history, as the public pages do. */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} | ${SITE_CONFIG.name}`;
  }, [screen]);
}
