import { Migrator } from 'kysely';
import { loadConfig } from './config';
import { createDatabase, MIGRATIONS } from './db/database';
import { migrateAndSeed, waitForDatabase } from './db/startup';

/**
 * `npm run migrate -w api -- status|up` for operators: lists the migrations and whether each has run,
 * or runs the pending ones (under the same lock as a starting server, without seeding). Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR).
 */
async function main(command: string | undefined): Promise<number> {
  if (command !== 'status' && command !== 'up') {
    console.error('usage: npm run migrate -w api -- status|up');
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config);
  const log = { info: console.log, warn: console.warn } as unknown as Parameters<typeof waitForDatabase>[1];
  try {
    await waitForDatabase(db, log);
    if (command === 'up') {
      const applied = await migrateAndSeed(config, db, async () => undefined);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply: the database is current');
    }
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    for (const m of await migrator.getMigrations()) {
      console.log(`${m.executedAt ? 'done   ' : 'pending'}  ${m.name}${m.executedAt ? `  (${m.executedAt.toISOString()})` : ''}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
