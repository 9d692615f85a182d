import { runOnDatabase, usage } from './command';
import { liftLocks } from './services/account-ceilings';

/**
 * `npm run unlock -w api -- <email>` for the operator: lifts a staff account's login wait and reset
 * lock (an admin's own too, which no admin screen lifts while every admin is shut out). Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR).
 */
const email = process.argv[2];
if (!email) usage('npm run unlock -w api -- <email>');
runOnDatabase(async (db) => {
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
});
