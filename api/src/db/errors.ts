/** True for a UNIQUE constraint failure on SQLite or PostgreSQL (a race that the earlier check lost). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Error codes that concern the database as a whole (locked by another process, unreachable, shutting
 * down), not one request: nothing was changed, so the client may retry (503).
 */
export const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_LOCKED',
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01', // PostgreSQL: admin shutdown
  '57P03', // PostgreSQL: cannot connect now
  '53300', // PostgreSQL: too many connections
  '40001', // PostgreSQL: serialization failure
  '40P01', // PostgreSQL: deadlock detected
]);

export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNAVAILABLE_CODES.has(code);
}
