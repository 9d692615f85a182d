/** Current time as stored in the database: ISO-8601 UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}

