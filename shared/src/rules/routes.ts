import type { Role } from './constants';
import { tokenOfCustomerBookingPath } from './customerPage';
import { PRIVACY_PATH } from './privacy';

/** Route paths of spec section 2. */

export const SERVICE_PATHS = [
  '/cupping-therapy-treatment',
  '/sciatica-pain-relief-massage',
  '/ayurvedic-body-massage',
  '/deep-tissue-massage',
  '/full-body-waxing',
] as const;

export const PUBLIC_PATHS = [
  '/',
  '/about-us',
  ...SERVICE_PATHS,
  '/benefits',
  '/contact-us',
  '/our-certification',
  // Ours: the privacy notice the booking form links to (Digital Personal Data Protection Act 2023).
  PRIVACY_PATH,
] as const;

export const BOOKING_PAGE_PATH = '/customerRegistration';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const ADMIN_PANEL_PATH = '/admin-panel';
export const MASSAGER_PANEL_PATH = '/massager-panel';
/** Where a signed-in member of staff works, and the words of the public header's link to it. */
export const PANEL_OF_ROLE: Record<Role, { path: string; label: string }> = {
  admin: { path: ADMIN_PANEL_PATH, label: 'Admin Panel' },
  massager: { path: MASSAGER_PANEL_PATH, label: 'Massager Panel' },
};
/** Where a visitor without a session is sent: the role dialog opens on this hash. */
export const LOGIN_HASH = '#login';
export const LOGIN_PATH = `/${LOGIN_HASH}`;

/** Paths on which the public header, the floating Book Now button and the footer are hidden. */
export const BACK_OFFICE_PREFIXES = [
  ADMIN_PANEL_PATH,
  MASSAGER_PANEL_PATH,
  '/admindashboard',
  '/customer-list',
  '/massager-list',
  '/add-video',
  '/report',
  '/add-massager',
  '/pending-order-report',
  '/accepted-order-report',
] as const;

export function isBackOfficePath(pathname: string): boolean {
  return BACK_OFFICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The public pages (mf-public's, pre-rendered); a trailing slash is the same page. */
export function isPublicPagePath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(withoutTrailingSlash(pathname));
}

/** The paths the shell routes to a page (anything else is Page Not Found); a trailing slash is the same page. */
export function isPagePath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (isPublicPagePath(path)) return true;
  if (path === BOOKING_PAGE_PATH || path === UNAUTHORIZED_PATH) return true;
  if (tokenOfCustomerBookingPath(path) !== null) return true;
  return [ADMIN_PANEL_PATH, MASSAGER_PANEL_PATH].some((panel) => path === panel || path.startsWith(`${panel}/`));
}

export const ADMIN_ROUTES = {
  dashboard: 'admindashboard',
  customers: 'customer-list',
  massagers: 'massager-list',
  videos: 'add-video',
  mailLog: 'mail-log',
  schedule: 'schedule',
  totalReport: 'report',
  acceptedReport: 'accepted-order-report',
  completedReport: 'completed-order-report',
  pendingReport: 'pending-order-report',
} as const;

export const MASSAGER_ROUTES = {
  dashboard: 'massagerdashboard',
  customers: 'massagercustomerlist',
  completedReport: 'massagercomponentorder',
  acceptedReport: 'massageracceptorder',
  totalReport: 'massagertotalorder',
  // Ours: the therapist's day and its own time off.
  myVisits: 'my-visits',
  timeOff: 'time-off',
} as const;
