import type { Kysely } from 'kysely';
import { type AppConfig, loadConfig } from './config';
import { createDatabase } from './db/database';
import type { Database } from './db/schema';
import { waitForDatabase } from './db/startup';

/** Ends an operator's command that was called wrongly: says how to call it, exit code 2. */
export function usage(text: string): never {
  console.error(`usage: ${text}`);
  process.exit(2);
}

/**
 * An operator's command (`npm run migrate|unlock -w api`): runs `work` on the database of the server's
 * environment (DATABASE_URL or DATA_DIR) once it answers, closes it afterwards and ends the process
 * with the exit code `work` gives (1, after printing it, when it throws).
 */
export function runOnDatabase(work: (db: Kysely<Database>, config: AppConfig) => Promise<number>): void {
  const log = { info: console.log, warn: console.warn } as unknown as Parameters<typeof waitForDatabase>[1];
  const run = async () => {
    const config = loadConfig();
    const db = createDatabase(config);
    try {
      await waitForDatabase(db, log);
      return await work(db, config);
    } finally {
      await db.destroy();
    }
  };
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
