import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { waitForDatabase } from './db/startup';
import { liftLocks } from './services/account-ceilings';

/**
 * `npm run unlock -w api -- <email>` for the operator: lifts a staff account's login wait and reset
 * lock (an admin's own too, which no admin screen lifts while every admin is shut out). Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR).
 */
async function main(email: string | undefined): Promise<number> {
  if (!email) {
    console.error('usage: npm run unlock -w api -- <email>');
    return 2;
  }
  const db = createDatabase(loadConfig());
  const log = { info: console.log, warn: console.warn } as unknown as Parameters<typeof waitForDatabase>[1];
  try {
    await waitForDatabase(db, log);
    const accounts = await db.selectFrom('staff').select(['id', 'role']).where('email', '=', email.trim().toLowerCase()).execute();
    if (accounts.length === 0) {
      console.error(`no staff account has the e-mail ${email}`);
      return 1;
    }
    for (const account of accounts) {
      await liftLocks(db, account.id);
      console.log(`unlocked the ${account.role} account ${email}: its login wait and reset lock are lifted`);
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
