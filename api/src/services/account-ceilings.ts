import { ACCOUNT_CEILING_MESSAGES, ACCOUNT_CEILINGS as C, OTP_RULES, type Role, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from './clock';
import { NotFoundError } from './errors';
import { notifyAdmins } from './notifications';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Per-account ceilings on guessing passwords and reset codes. Every check and count runs in a write
 * transaction that first updates the account's staff row: PostgreSQL then holds that row's lock until
 * the commit and SQLite has its single writer, so attempts made at the same time from any number of
 * addresses or API instances are counted one after the other and none slips past a ceiling.
 * An attempt is counted as wrong before its secret is checked (the check takes a slow hash and is made
 * outside the transaction) and taken back when the secret was right.
 */

export interface Account {
  id: number;
  role: Role;
  email: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 60 * 60 * 1000;

async function lockAccountRow(trx: Transaction<Database>, staffId: number) {
  return trx
    .updateTable('staff')
    .set((eb) => ({ login_failures: eb.ref('login_failures') }))
    .where('id', '=', staffId)
    .returning(['login_failures', 'login_retry_at', 'reset_locked_until'])
    .executeTakeFirst();
}

/** How long the login waits after the n-th wrong password in a row (0 below the free failures). */
function loginWaitMs(failures: number): number {
  if (failures < C.loginFreeFailures) return 0;
  return Math.min(C.loginMaxWaitMs, C.loginFirstWaitMs * 2 ** (failures - C.loginFreeFailures));
}

/** Tells the admins about an account, naming the massager whose it is. */
async function notifyAdminsOf(db: Db, account: Account, message: string, now: string): Promise<void> {
  const name = await db.selectFrom('massagers').select('name').where('staff_id', '=', account.id).executeTakeFirst();
  await notifyAdmins(db, { customerId: null, customerName: '', massagerName: name?.name ?? null, message }, now);
}

const accountLabel = (account: Account) => `the ${account.role} account ${account.email}`;

export type LoginGate = { allowed: true; failures: number } | { allowed: false; waitMs: number };

/**
 * One more login attempt at a gate (the account's, or a browser's: its wrong passwords in a row and
 * until when it waits): still waiting, or counted as wrong with the wait that failure brings, to be
 * written before the password is checked.
 */
export function nextLoginAttempt(
  gate: { failures: number; retryAt: string | null },
  nowMs: number,
): { waitMs: number } | { failures: number; retryAt: string | null } {
  const retryAt = gate.retryAt ? Date.parse(gate.retryAt) : 0;
  if (retryAt > nowMs) return { waitMs: retryAt - nowMs };
  const failures = gate.failures + 1;
  const wait = loginWaitMs(failures);
  return { failures, retryAt: wait > 0 ? iso(nowMs + wait) : null };
}

/**
 * Reserves one login attempt for the account, counted as wrong until `loginSucceeded`. Refused while
 * the account waits. When this attempt, if wrong, makes the wait reach its longest step, the admins
 * are told (once, at that step).
 */
export async function reserveLoginAttempt(db: Kysely<Database>, account: Account, nowMs = clock.now()): Promise<LoginGate> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccountRow(trx, account.id);
    if (!row) return { allowed: true, failures: 0 };
    const attempt = nextLoginAttempt({ failures: row.login_failures, retryAt: row.login_retry_at }, nowMs);
    if ('waitMs' in attempt) return { allowed: false, waitMs: attempt.waitMs };
    await trx.updateTable('staff').set({ login_failures: attempt.failures, login_retry_at: attempt.retryAt }).where('id', '=', account.id).execute();
    return { allowed: true, failures: attempt.failures };
  });
}

/** The password was right: the count starts over. */
export async function loginSucceeded(db: Kysely<Database>, account: Account): Promise<void> {
  await db.updateTable('staff').set({ login_failures: 0, login_retry_at: null }).where('id', '=', account.id).execute();
}

/** The password was wrong (already counted): tells the admins when the wait has just reached an hour. */
export async function loginFailed(db: Kysely<Database>, account: Account, failures: number, nowMs = clock.now()): Promise<void> {
  if (loginWaitMs(failures) === C.loginMaxWaitMs && loginWaitMs(failures - 1) < C.loginMaxWaitMs) {
    await notifyAdminsOf(db, account, ACCOUNT_CEILING_MESSAGES.loginLongWaitNotice(accountLabel(account)), iso(nowMs));
  }
}

/** Locks resetting by code (if not locked yet) and tells the admins; true when it was locked now. */
async function lockReset(trx: Db, account: Account, nowMs: number): Promise<boolean> {
  const now = iso(nowMs);
  const locked = await trx
    .updateTable('staff')
    .set({ reset_locked_until: iso(nowMs + C.resetLockMs) })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('reset_locked_until', 'is', null), eb('reset_locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return false;
  // The codes already sent are spent: none works while the lock holds.
  await trx.updateTable('otp_codes').set({ used_at: now }).where('staff_id', '=', account.id).where('used_at', 'is', null).execute();
  await notifyAdminsOf(trx, account, ACCOUNT_CEILING_MESSAGES.resetLockedNotice(accountLabel(account)), now);
  return true;
}

async function wrongCodesInWindow(trx: Db, staffId: number, nowMs: number): Promise<number> {
  const row = await trx
    .selectFrom('reset_code_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('created_at', '>', iso(nowMs - C.resetWindowMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Why a reset step is refused, with how long until it may be tried again. */
export type ResetRefusal = { kind: 'locked'; waitMs: number } | { kind: 'too-many-codes'; waitMs: number };

export function resetRefusalMessage(refusal: ResetRefusal | { kind: 'last-code-done'; waitMs: number }, role: Role): string {
  if (refusal.kind === 'locked') return ACCOUNT_CEILING_MESSAGES.resetLocked(refusal.waitMs, role === 'massager');
  if (refusal.kind === 'last-code-done') return ACCOUNT_CEILING_MESSAGES.lastCodeDone(refusal.waitMs);
  return ACCOUNT_CEILING_MESSAGES.tooManyCodes(refusal.waitMs);
}

export type CodeIssue = { kind: 'issued'; codeId: number } | { kind: 'recently-sent' } | { kind: 'last-code-done'; waitMs: number } | ResetRefusal;

/**
 * Whether a new code may be mailed to the account now, and if so stores it (its hash) in the same
 * transaction: not while resetting is locked, not within a minute of the last code (that code stays
 * valid), at most `codesPerHour` an hour. The new code replaces the unused earlier ones.
 */
export async function issueResetCode(db: Kysely<Database>, account: Account, codeHash: string, nowMs = clock.now()): Promise<CodeIssue> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccountRow(trx, account.id);
    const lockedUntil = row?.reset_locked_until ? Date.parse(row.reset_locked_until) : 0;
    if (lockedUntil > nowMs) return { kind: 'locked', waitMs: lockedUntil - nowMs };
    const recent = await trx
      .selectFrom('otp_codes')
      .select(['created_at', 'used_at', 'tries'])
      .where('staff_id', '=', account.id)
      .where('created_at', '>', iso(nowMs - HOUR_MS))
      .orderBy('created_at', 'asc')
      .execute();
    const newest = recent.at(-1);
    const resendAt = newest ? Date.parse(newest.created_at) + C.codeResendMs : 0;
    if (newest && resendAt > nowMs) {
      // Within the minute the last code stands, unless it was used or its tries ran out: then the
      // answer says so and when a new one can be asked for.
      const usable = newest.used_at === null && newest.tries < OTP_RULES.maxTries;
      return usable ? { kind: 'recently-sent' } : { kind: 'last-code-done', waitMs: resendAt - nowMs };
    }
    // The hour's codes are all used when the code that many sends ago is within the hour.
    const oldestOfHour = recent.length >= C.codesPerHour ? recent.at(-C.codesPerHour) : undefined;
    if (oldestOfHour) return { kind: 'too-many-codes', waitMs: Date.parse(oldestOfHour.created_at) + HOUR_MS - nowMs };
    const now = iso(nowMs);
    await trx.updateTable('otp_codes').set({ used_at: now }).where('staff_id', '=', account.id).where('used_at', 'is', null).execute();
    const inserted = await trx
      .insertInto('otp_codes')
      .values({ staff_id: account.id, code_hash: codeHash, created_at: now, expires_at: iso(nowMs + OTP_RULES.lifetimeMs) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'issued', codeId: inserted.id };
  });
}

export type CodeAttempt =
  { kind: 'check'; codeId: number; codeHash: string; tries: number; failureId: number } | { kind: 'no-code' } | { kind: 'code-spent' } | ResetRefusal;

/**
 * Reserves one try of the account's newest valid code, counted as a wrong code (on the code and on the
 * account) until `codeWasRight` takes it back. Refused while resetting is locked; the try that would
 * go past the account's ceiling locks it instead.
 */
export async function reserveCodeAttempt(db: Kysely<Database>, account: Account, nowMs = clock.now()): Promise<CodeAttempt> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccountRow(trx, account.id);
    const lockedUntil = row?.reset_locked_until ? Date.parse(row.reset_locked_until) : 0;
    if (lockedUntil > nowMs) return { kind: 'locked', waitMs: lockedUntil - nowMs } as const;
    if ((await wrongCodesInWindow(trx, account.id, nowMs)) >= C.resetWrongCodesMax) {
      await lockReset(trx, account, nowMs);
      return { kind: 'locked', waitMs: C.resetLockMs } as const;
    }
    const now = iso(nowMs);
    const code = await trx
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'tries'])
      .where('staff_id', '=', account.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!code) return { kind: 'no-code' } as const;
    if (code.tries >= OTP_RULES.maxTries) return { kind: 'code-spent' } as const;
    await trx
      .updateTable('otp_codes')
      .set({ tries: code.tries + 1 })
      .where('id', '=', code.id)
      .execute();
    const failure = await trx.insertInto('reset_code_failures').values({ staff_id: account.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return { kind: 'check', codeId: code.id, codeHash: code.code_hash, tries: code.tries + 1, failureId: failure.id } as const;
  });
}

/**
 * The code was wrong (already counted). Locks resetting when the account has reached its ceiling;
 * true when it is locked now.
 */
export async function codeWasWrong(db: Kysely<Database>, account: Account, nowMs = clock.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockAccountRow(trx, account.id);
    if ((await wrongCodesInWindow(trx, account.id, nowMs)) < C.resetWrongCodesMax) return false;
    await lockReset(trx, account, nowMs);
    return true;
  });
}

/**
 * The code was right: in one transaction, the code is spent (it works once, even when two requests
 * race), the new password stored, the account's sessions ended and its wrong codes forgotten.
 * False when the code was spent meanwhile.
 */
export async function codeWasRight(
  db: Kysely<Database>,
  account: Account,
  attempt: { codeId: number },
  passwordHash: string,
  nowMs = clock.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccountRow(trx, account.id);
    const lockedUntil = row?.reset_locked_until ? Date.parse(row.reset_locked_until) : 0;
    if (lockedUntil > nowMs) return false;
    const spent = await trx
      .updateTable('otp_codes')
      .set({ used_at: iso(nowMs) })
      .where('id', '=', attempt.codeId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx.updateTable('staff').set({ password_hash: passwordHash, login_failures: 0, login_retry_at: null }).where('id', '=', account.id).execute();
    // Whoever knew the old password is signed out everywhere.
    await trx.deleteFrom('sessions').where('staff_id', '=', account.id).execute();
    await trx.deleteFrom('reset_code_failures').where('staff_id', '=', account.id).execute();
    return true;
  });
}

/** The admin lifts a massager's reset lock and login wait; its wrong codes and passwords are forgotten. */
export async function liftLocks(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ reset_locked_until: null, login_failures: 0, login_retry_at: null }).where('id', '=', staffId).execute();
    await trx.deleteFrom('reset_code_failures').where('staff_id', '=', staffId).execute();
  });
}

/**
 * A second admin lifts another admin account's login wait and reset lock. NotFoundError for an e-mail
 * that is not an admin account, or is the caller's own (an admin cannot unlock itself this way).
 */
export async function liftAdminLocks(db: Kysely<Database>, email: string, callerStaffId: number): Promise<void> {
  const target = await db.selectFrom('staff').select('id').where('email', '=', email).where('role', '=', 'admin').executeTakeFirst();
  if (!target || target.id === callerStaffId) throw new NotFoundError(SERVER_MESSAGES.notFound);
  await liftLocks(db, target.id);
}

/** Codes and wrong codes older than the per-account windows count for nothing any more. */
export async function pruneResetCodes(db: Kysely<Database>): Promise<void> {
  const dayAgo = new Date(clock.now() - C.resetWindowMs).toISOString();
  await db.deleteFrom('otp_codes').where('created_at', '<=', dayAgo).execute();
  await db.deleteFrom('reset_code_failures').where('created_at', '<=', dayAgo).execute();
}
