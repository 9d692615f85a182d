import { useEffect } from 'react';
import { SITE_CONFIG } from './rules/site';

/** The unread count a panel puts in front of the tab's title, "(3) …" (see ui/notifications.ts). */
export const UNREAD_TITLE_PREFIX = /^\(\d+\) /;

/** A screen's tab title: its own name, then the site's ("Customers List | Admin Panel | Kothrud Wellness Spa"). */
export function pageTitle(...names: readonly string[]): string {
  return [...names, SITE_CONFIG.name].join(' | ');
}

/**
 * Gives the tab the screen's own title while the screen shows, keeping a panel's unread count in front
 * of it, so that tabs and history tell the screens apart.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const count = UNREAD_TITLE_PREFIX.exec(document.title)?.[0] ?? '';
    document.title = count + title;
  }, [title]);
}
