/** Business constants, limits and timings of spec section 9: the one source for every package. */
import { SITE_CONFIG } from './site';

export const ROLES = ['admin', 'massager'] as const;
export type Role = (typeof ROLES)[number];

/** 'cancelled': by the customer, or because its personal data was erased before the visit. */
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export const PREFERRED_GENDERS = ['male', 'female', 'any'] as const;
export const MASSAGER_GENDERS = ['Male', 'Female'] as const;

export const SESSION_LIFETIME_MS = 86_400_000;

export const LIMITS = {
  otpDigits: 4,
  loginPasswordMin: 4,
  resetPasswordMin: 4,
  massagerPasswordMin: 6,
  bookingContactDigits: 10,
  editContactDigits: 10,
  registrationContactMin: 10,
  registrationContactMax: 12,
  /** The registration contact input takes at most 10 characters; the rule accepts 10 to 12. */
  registrationContactInput: 10,
  pinCodeDigits: 6,
  ageMin: 0,
  ageMax: 120,
  ageChars: 3,
  massagerAgeMin: 1,
  massagerAgeMax: 120,
} as const;

export const TIMINGS = {
  loginSuccessBannerMs: 5000,
  bookingSuccessMessageMs: 3000,
  bookingModalCloseMs: 2000,
  resetToastCloseMs: 5000,
  resetToastFadeMs: 500,
  resetMessageClearMs: 3000,
  resetReturnToLoginMs: 2000,
  failureToastMs: 5000,
  massagerRegistrationCloseMs: 3000,
  massagerRegistrationErrorMs: 2000,
  bookNowPopMs: 300,
  notFoundSpinnerMs: 100,
  rehydrationTimeoutMs: 5000,
  chunkLoadTimeoutMs: 120_000,
  defaultTransitionMs: 300,
  modalTransitionMs: 300,
  backdropTransitionMs: 150,
  certificateHeadingMs: 1000,
  carouselIntervalMs: 5000,
  servicesCardsDelayMs: 200,
} as const;

export const CAROUSEL_SWIPE_PX = 40;
export const GALLERY_PAGE_SIZE = 5;
export const GALLERY_PAGE_SIZE_NARROW = 3;
export const GALLERY_NARROW_MAX_WIDTH_PX = 600;
export const ADMIN_CUSTOMER_PAGE_SIZE = 10;
/**
 * Up to this many customers (open ones, or the matches of a filter), the admin's Customers List loads
 * them whole and pages on the client, with every page number shown, as spec section 9 has it. Above it,
 * each page is asked of the server (with its totalRecords) and the paginator shows a window of pages
 * with first and last arrows, as the reports' does: 100,000 customers are neither sent whole nor
 * offered as 10,000 buttons.
 */
export const ADMIN_CUSTOMER_CLIENT_PAGING_MAX = 1000;
export const RECORDS_PER_PAGE = 10;
/** Rows a page of the admin's mail log. */
export const MAIL_LOG_PAGE_SIZE = 20;
export const REPORT_PAGINATOR_MAX_PAGES = 5;
export const REPORT_PAGINATOR_WINDOW = 2;
export const DROPDOWN_LIST_HEIGHT_PX = 150;
export const REVIEWS_FRAME_HEIGHT_PX = 1000;
export const CERTIFICATE_COUNT = 10;
export const GALLERY_SIZES = [26, 27] as const;
export const PERSIST_KEY = 'root';
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';
/**
 * The centre's opening hours in India time (SITE_CONFIG), for the visitor's preferred visit time: slots
 * start on the hour or half past, the last one a slot before closing (09:00 to 20:30).
 */
export const OPENING_HOURS = { opens: SITE_CONFIG.openingHours.opens, closes: SITE_CONFIG.openingHours.closes, slotMinutes: 30 } as const;
/** How many days ahead (after today) a visitor may ask for a visit. */
export const BOOKING_DAYS_AHEAD = 60;

/** Breakpoints of spec section 9, in px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const LOADING_DOT_COLOR = '#28a745';
export const LOADING_DOT_COUNT = 9;

/** Local storage keys of spec section 3. */
export const STORAGE_KEYS = {
  isAuthenticated: 'isAuthenticated',
  userRole: 'userRole',
  /** Ours: when the 24-hour session ends, so that a reload keeps the timer. */
  sessionExpiresAt: 'sessionExpiresAt',
} as const;

/** Height of the fixed public header: the content area's top margin on public paths. */
export const PUBLIC_HEADER_HEIGHT_PX = 72;

/** Ours: upper bounds on free text, so that no field can grow without limit. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  address: 500,
  freeText: 1000,
  username: 50,
  videoName: 200,
  url: 500,
} as const;

/** Ours: one-time code rules (architecture notes). */
export const OTP_RULES = { lifetimeMs: 10 * 60 * 1000, maxTries: 5 } as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Ours: ceilings per staff account, kept in the database, that no number of client addresses can lift
 * (the per-address rate limits are separate). A 4-digit code then gives an attacker at most
 * resetWrongCodesMax chances in 10,000 per lock.
 */
export const ACCOUNT_CEILINGS = {
  /** Wrong reset codes per account, across all codes it was sent, in a rolling window... */
  resetWrongCodesMax: 20,
  resetWindowMs: 24 * HOUR_MS,
  /** ...after which resetting it by code is locked this long (or until an admin lifts it, for a massager). */
  resetLockMs: 24 * HOUR_MS,
  /** Codes mailed per account per hour. */
  codesPerHour: 3,
  /** A new request within this time of the last code does not replace it. */
  codeResendMs: MINUTE_MS,
  /** Wrong passwords in a row before each further login attempt for the account has to wait... */
  loginFreeFailures: 5,
  /** ...first this long, doubling with each further wrong password... */
  loginFirstWaitMs: MINUTE_MS,
  /** ...up to this (the admin is told when an account reaches it). */
  loginMaxWaitMs: HOUR_MS,
} as const;

/**
 * Ours: the booking form's flood guard. Below the ceiling (bookings stored in the last minute, from all
 * addresses together; BOOKINGS_PER_MINUTE on the server) a booking needs nothing more. Above it, a
 * booking must carry the solution of a proof-of-work challenge (ALTCHA, SHA-256), which the form fetches
 * and solves while the visitor types.
 */
export const BOOKING_FLOOD = {
  defaultPerMinute: 60,
  windowMs: MINUTE_MS,
  /** The secret number lies in 0..maxNumber: about maxNumber / 2 hashes on average, within a second on a slow phone. */
  challengeMaxNumber: 10_000,
  challengeLifetimeMs: 10 * MINUTE_MS,
  /** The request header that carries the solution (base64 JSON, as the ALTCHA widget sends it). */
  solutionHeader: 'x-altcha',
  /** The admins are told at most this often while the ceiling is exceeded. */
  noticeEveryMs: HOUR_MS,
  /** The same phone, e-mail and preferred visit booked again within this time is the same booking. */
  duplicateWindowMs: 24 * HOUR_MS,
} as const;

/** Ours: a part of the site that has not loaded after this long says so, with Try again (its load goes on). */
export const REMOTE_SLOW_MS = 8_000;

/** Ours: a session ends after this long without a request (the 24-hour limit stays). */
export const SESSION_IDLE_MS = 2 * HOUR_MS;

export const MASSAGER_INITIAL_STATUS = 'Pending';

export const ADMIN_REPORT_TYPES = ['general', 'pending', 'accepted', 'completed'] as const;
export type AdminReportType = (typeof ADMIN_REPORT_TYPES)[number];
export const MASSAGER_REPORT_TYPES = ['total_customers_by_massager', 'accepted_customers_by_massager', 'completed_customers_by_massager'] as const;
export type MassagerReportType = (typeof MASSAGER_REPORT_TYPES)[number];
export const NOTIFICATION_FILTERS = ['unread', 'read', 'all'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
