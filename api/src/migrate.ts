import { Migrator } from 'kysely';
import { runOnDatabase, usage } from './command';
import { MIGRATIONS } from './db/database';
import { migrateAndSeed } from './db/startup';
import { rebuildSearchTerms } from './services/text-search';

/**
 * `npm run migrate -w api -- status|up|search-terms` for operators: lists the migrations and whether
 * each has run, or runs the pending ones (under the same lock as a starting server, without seeding),
 * or writes every customer's filter terms again (after customers were written outside the API). Reads
 * the same environment as the server (DATABASE_URL or DATA_DIR).
 */
const command = process.argv[2];
if (command !== 'status' && command !== 'up' && command !== 'search-terms') usage('npm run migrate -w api -- status|up|search-terms');
runOnDatabase(async (db, config) => {
  if (command === 'search-terms') {
    console.log(`search terms written again for ${await rebuildSearchTerms(db)} customers`);
    return 0;
  }
  if (command === 'up') {
    const applied = await migrateAndSeed(config, db, async () => undefined);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply: the database is current');
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  for (const m of await migrator.getMigrations()) {
    console.log(`${m.executedAt ? 'done   ' : 'pending'}  ${m.name}${m.executedAt ? `  (${m.executedAt.toISOString()})` : ''}`);
  }
  return 0;
});
