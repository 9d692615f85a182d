import { MASSAGER_INITIAL_STATUS, type massagerEditRequestSchema, type massagerRegistrationRequestSchema, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { Kysely, Transaction } from 'kysely';
import type { InferType } from 'yup';
import { isUniqueViolation } from '../db/errors';
import type { Database, Massager } from '../db/schema';
import { liftLocks } from './account-ceilings';
import { nowIso } from './clock';
import { ConflictError, NotFoundError } from './errors';
import { hashSecret, isCommonPasswordHash } from './passwords';
import { matchesWordStart } from './text-search';

type MassagerRow = Massager & { reset_locked_until: string | null; login_retry_at: string | null };

/** A lock time while it holds, else null. */
const whileLocked = (until: string | null, now: string) => (until && until > now ? until : null);

function massagerView(m: MassagerRow, now = nowIso()) {
  return {
    id: m.id,
    m_id: m.id,
    name: m.name,
    contact: m.contact,
    email: m.email,
    gender: m.gender,
    address: m.address,
    age: m.age,
    username: m.username,
    status: m.status,
    resetLockedUntil: whileLocked(m.reset_locked_until, now),
    loginWaitUntil: whileLocked(m.login_retry_at, now),
  };
}

/** The massagers by name, all or those whose name or address has the text at a word's start, with their account's locks. */
export async function massagers(db: Kysely<Database>, filter?: { column: 'name' | 'address'; text: string }) {
  const query = db
    .selectFrom('massagers')
    .innerJoin('staff', 'staff.id', 'massagers.staff_id')
    .selectAll('massagers')
    .select(['staff.reset_locked_until', 'staff.login_retry_at'])
    .orderBy('massagers.name')
    .orderBy('massagers.id');
  const now = nowIso();
  // The centre's own staff: a handful of rows, filtered here with the one meaning of a text filter.
  const rows = await query.execute();
  return rows.filter((row) => !filter || matchesWordStart(row[filter.column], filter.text)).map((row) => massagerView(row, now));
}

/** The profile a massager is registered with (by the admin, or the demo account of an empty database). */
export type MassagerProfile = Pick<
  InferType<typeof massagerRegistrationRequestSchema>,
  'name' | 'contact' | 'email' | 'gender' | 'address' | 'age' | 'username'
>;

/** A massager's login and profile, in the caller's transaction. */
export async function insertMassager(trx: Transaction<Database>, profile: MassagerProfile, passwordHash: string, now: string): Promise<void> {
  const staff = await trx
    .insertInto('staff')
    .values({ email: profile.email, role: 'massager', password_hash: passwordHash, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('massagers')
    .values({
      staff_id: staff.id,
      name: profile.name,
      contact: profile.contact,
      email: profile.email,
      gender: profile.gender,
      address: profile.address,
      age: profile.age,
      username: profile.username,
      status: MASSAGER_INITIAL_STATUS,
      created_at: now,
    })
    .execute();
}

/**
 * Registers a massager: its staff account and its profile in one transaction, the status Pending
 * whatever was sent. Null once registered, else the message of the refusal (a common password, a
 * taken e-mail or username).
 */
export async function registerMassager(db: Kysely<Database>, b: InferType<typeof massagerRegistrationRequestSchema>): Promise<string | null> {
  if (await isCommonPasswordHash(b.password)) return SERVER_MESSAGES.passwordTooCommon;
  const taken = await db.selectFrom('staff').select('id').where('email', '=', b.email).executeTakeFirst();
  if (taken) return SERVER_MESSAGES.emailTaken;
  const nameTaken = await db.selectFrom('massagers').select('id').where('username', '=', b.username).executeTakeFirst();
  if (nameTaken) return SERVER_MESSAGES.usernameTaken;
  const passwordHash = await hashSecret(b.password);
  const now = nowIso();
  try {
    await db.transaction().execute((trx) => insertMassager(trx, b, passwordHash, now));
  } catch (error) {
    // A concurrent registration got in between the checks above and the insert.
    if (isUniqueViolation(error)) return SERVER_MESSAGES.emailTaken;
    throw error;
  }
  return null;
}

/**
 * Saves the admin's edit of a massager's profile; its login e-mail follows the new e-mail and its
 * requests carry the new name. NotFoundError: no such massager; ConflictError: the e-mail is another account's.
 */
export async function editMassager(db: Kysely<Database>, b: InferType<typeof massagerEditRequestSchema>): Promise<void> {
  const massager = await db.selectFrom('massagers').select(['id', 'staff_id', 'email']).where('id', '=', b.m_id).executeTakeFirst();
  if (!massager) throw new NotFoundError(SERVER_MESSAGES.massagerNotFound);
  const clash = await db.selectFrom('staff').select('id').where('email', '=', b.email).where('id', '!=', massager.staff_id).executeTakeFirst();
  if (clash) throw new ConflictError(SERVER_MESSAGES.emailTaken);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('massagers')
        .set({ name: b.name, contact: b.contact, email: b.email, address: b.address, age: b.age, ...(b.gender ? { gender: b.gender } : {}) })
        .where('id', '=', massager.id)
        .execute();
      await trx.updateTable('staff').set({ email: b.email }).where('id', '=', massager.staff_id).execute();
      await trx.updateTable('requests').set({ massager_name: b.name }).where('massager_id', '=', massager.id).execute();
      // A new login e-mail: whoever is signed in under the old one is signed out.
      if (b.email !== massager.email) await trx.deleteFrom('sessions').where('staff_id', '=', massager.staff_id).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(SERVER_MESSAGES.emailTaken);
    throw error;
  }
}

/** Lifts a massager's reset lock and login wait. */
export async function liftMassagerLocks(db: Kysely<Database>, id: number): Promise<void> {
  const massager = await db.selectFrom('massagers').select('staff_id').where('id', '=', id).executeTakeFirst();
  if (!massager) throw new NotFoundError(SERVER_MESSAGES.massagerNotFound);
  await liftLocks(db, massager.staff_id);
}

/**
 * Deletes a massager and its login in one transaction: its open requests go back to unassigned, its
 * completed ones keep its name for the reports.
 */
export async function deleteMassager(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const massager = await trx.selectFrom('massagers').select(['id', 'staff_id']).where('id', '=', id).executeTakeFirst();
    if (!massager) throw new NotFoundError(SERVER_MESSAGES.massagerNotFound);
    await trx.deleteFrom('requests').where('massager_id', '=', id).where('status', '!=', 'completed').execute();
    await trx.updateTable('requests').set({ massager_id: null }).where('massager_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('massager_id', '=', id).execute();
    await trx.deleteFrom('massagers').where('id', '=', id).execute();
    await trx.deleteFrom('sessions').where('staff_id', '=', massager.staff_id).execute();
    await trx.deleteFrom('otp_codes').where('staff_id', '=', massager.staff_id).execute();
    await trx.deleteFrom('staff').where('id', '=', massager.staff_id).execute();
  });
}
