/**
 * The server's clock. Tests move it forward (`clock.now = ...`) to cross the time windows of the
 * account ceilings and sessions without waiting.
 */
export const clock = { now: (): number => Date.now() };

/** Current time as stored in the database: ISO-8601 UTC. */
export function nowIso(): string {
  return new Date(clock.now()).toISOString();
}
