/** True for a UNIQUE constraint failure on SQLite or PostgreSQL (a race that the earlier check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Error codes that concern the database as a whole (locked by another process, unreachable, shutting
 * down), not one request: nothing was changed, so the client may retry (503).
 */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_LOCKED',
  // The disk is full or failing: nothing was written; the operator has to act, the client may retry.
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_IOERR_WRITE',
  'SQLITE_IOERR_FSYNC',
  'SQLITE_IOERR_SHORT_READ',
  'SQLITE_CANTOPEN',
  'ENOSPC',
  'EIO',
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01', // PostgreSQL: admin shutdown
  '57P03', // PostgreSQL: cannot connect now
  '53300', // PostgreSQL: too many connections
  '40001', // PostgreSQL: serialization failure
  '40P01', // PostgreSQL: deadlock detected
  '57014', // PostgreSQL: statement_timeout (a stalled or overloaded server)
  '25P03', // PostgreSQL: idle_in_transaction_session_timeout
  'ETIMEDOUT',
  'EPIPE',
]);

/**
 * node-postgres reports its client-side timeouts and a dropped connection without a code: a server
 * that stopped answering (stalled, or a network partition) is one of these.
 */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * SQLite's extended result codes of the families above (SQLITE_BUSY_TIMEOUT, SQLITE_IOERR_TRUNCATE,
 * SQLITE_CANTOPEN_ISDIR and the like): as their family, whichever member this SQLite version answers.
 */
const UNAVAILABLE_SQLITE_FAMILIES = ['SQLITE_BUSY_', 'SQLITE_LOCKED_', 'SQLITE_IOERR_', 'SQLITE_CANTOPEN_'];

/** Also through the causes of a wrapped error (a plugin's own error around the database's). */
export function isUnavailable(error: unknown, depth = 0): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLITE_FAMILIES.some((family) => code.startsWith(family)))) return true;
  // Not `instanceof Error`: an error made in another realm (a worker, a test's sandbox) counts the same.
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause != null && depth < 5 && isUnavailable(cause, depth + 1);
}

/** A full disk, for the readiness check (the API answers 503 meanwhile, never 500). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}
