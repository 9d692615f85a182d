import { isIP } from 'node:net';
import path from 'node:path';
import { BOOKING_FLOOD, DEFAULT_RETENTION_MONTHS, parseReminderHours } from '@wellness/shared/rules';

/** Everything the server reads from its environment, parsed once. See api/README.md for each variable. */
interface RateLimitConfig {
  /** Length of one rate-limit window in ms. */
  windowMs: number;
  /** Bookings (add_customer.php) per client address per window. */
  bookings: number;
  /** Login attempts per client address per window. */
  logins: number;
  /** One-time code requests and code checks per client address per window. */
  codes: number;
  /** Reads and changes of the customers' booking pages per client address per window. */
  bookingPages: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the SQLite file `<dataDir>/wellness.sqlite` is used. */
  databaseUrl: string | null;
  /** PostgreSQL pool size and timeouts (see db/database.ts). */
  pgPoolMax: number;
  pgStatementTimeoutMs: number;
  pgConnectTimeoutMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  rateLimit: RateLimitConfig;
  /** Bookings a minute, from all addresses together, above which each booking needs a proof of work. */
  bookingsPerMinute: number;
  /** The HMAC key that signs proof-of-work challenges (null: drawn at start, per process). */
  bookingPowKey: string | null;
  /** Where shell/ and the mf-* folders live; null serves the API only. */
  webRoot: string | null;
  /** Path of the remotes manifest to serve at /remotes.json, overriding shell/dist/remotes.json. */
  remotesManifest: string | null;
  /** Origins (besides the server's own) allowed to POST to the API, e.g. front-end dev servers. */
  allowedOrigins: string[];
  /** Origins that serve remotes of the shell (allowed in the Content-Security-Policy). */
  remoteOrigins: string[];
  /** Extra hosts allowed in frame-src (besides maps, YouTube and the reviews widget). */
  frameOrigins: string[];
  /** Send the session cookie with the Secure flag (serve over HTTPS). */
  cookieSecure: boolean;
  /** Client addresses that may read /metrics (empty: loopback only). */
  metricsAllow: string[];
  /** Serve the OpenAPI description to anyone (by default only to signed-in admins). */
  openApiPublic: boolean;
  /**
   * Check every JSON answer against its route's answer schema before it is sent, and fail the request
   * (500) on a field the schema lacks or a wrong type: on in tests (NODE_ENV=test, CHECK_ANSWERS=1),
   * so that a route and the contract cannot drift apart. Off, an unknown field is dropped.
   */
  checkAnswers: boolean;
  /** Trust X-Forwarded-* headers (behind a reverse proxy): true, a hop count, or addresses and subnets. */
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** Longest accepted request body in bytes. */
  bodyLimit: number;
  /** Completed bookings keep their personal data this many months after completion (then anonymised). */
  retentionMonths: number;
  /** Hours before an accepted visit at which its reminders go out, farthest first (REMINDER_HOURS). */
  reminderHours: number[];
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item !== '');
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and subnets. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `true`/`false`, a hop count (a number: the API is reached through that many proxies, and only through
 * them), or a list of proxy addresses and subnets. Anything else stops the start: a typo read as "trust
 * nobody" would put every visitor in one rate-limit bucket.
 */
function trustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value.trim() === '') return false;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  if (['true', 'false', 'yes', 'no', 'on', 'off'].includes(v.toLowerCase())) return flag(v, false);
  const items = list(v);
  const wrong = items.filter((item) => !isAddressOrSubnet(item));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY must be true, a hop count, or proxy addresses and subnets; "${wrong.join(', ')}" is none of these`);
  return items;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: Partial<AppConfig> = {}): AppConfig {
  const empty = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  const absolute = (v: string | undefined) => {
    const given = empty(v);
    return given === null ? null : path.resolve(given);
  };
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: empty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(empty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: empty(env.DATABASE_URL),
    pgPoolMax: Math.max(1, int(env.PG_POOL_MAX, 10, 'PG_POOL_MAX')),
    pgStatementTimeoutMs: int(env.PG_STATEMENT_TIMEOUT_MS, 4000, 'PG_STATEMENT_TIMEOUT_MS'),
    pgConnectTimeoutMs: int(env.PG_CONNECT_TIMEOUT_MS, 3000, 'PG_CONNECT_TIMEOUT_MS'),
    smtpUrl: empty(env.SMTP_URL),
    mailFrom: empty(env.MAIL_FROM) ?? 'Kothrud Wellness <no-reply@localhost>',
    adminEmail: empty(env.ADMIN_EMAIL)?.toLowerCase() ?? null,
    adminPassword: empty(env.ADMIN_PASSWORD),
    // A real site (its own first admin, or served over HTTPS) gets no accounts with published passwords
    // unless SEED_DEMO=1 asks for them.
    seedDemo: flag(env.SEED_DEMO, empty(env.ADMIN_EMAIL) === null && !flag(env.COOKIE_SECURE, false)),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
      bookings: int(env.RATE_LIMIT_BOOKINGS, 30, 'RATE_LIMIT_BOOKINGS'),
      logins: int(env.RATE_LIMIT_LOGINS, 10, 'RATE_LIMIT_LOGINS'),
      codes: int(env.RATE_LIMIT_CODES, 10, 'RATE_LIMIT_CODES'),
      bookingPages: int(env.RATE_LIMIT_BOOKING_PAGES, 30, 'RATE_LIMIT_BOOKING_PAGES'),
    },
    bookingsPerMinute: int(env.BOOKINGS_PER_MINUTE, BOOKING_FLOOD.defaultPerMinute, 'BOOKINGS_PER_MINUTE'),
    bookingPowKey: empty(env.BOOKING_POW_KEY),
    webRoot: absolute(env.WEB_ROOT) ?? defaults.webRoot ?? null,
    remotesManifest: absolute(env.REMOTES_MANIFEST),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    remoteOrigins: list(env.REMOTE_ORIGINS),
    frameOrigins: list(env.FRAME_ORIGINS),
    cookieSecure: flag(env.COOKIE_SECURE, false),
    openApiPublic: flag(env.OPENAPI_PUBLIC, false),
    checkAnswers: flag(env.CHECK_ANSWERS, env.NODE_ENV === 'test'),
    metricsAllow: list(env.METRICS_ALLOW),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: empty(env.LOG_LEVEL) ?? 'info',
    bodyLimit: int(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    retentionMonths: Math.max(1, int(env.RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS, 'RETENTION_MONTHS')),
    reminderHours: parseReminderHours(env.REMINDER_HOURS),
  };
}
