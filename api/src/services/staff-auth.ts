import {
  ACCOUNT_CEILINGS,
  AUTH_MESSAGES,
  FORGOT_PASSWORD_SERVER_MESSAGES,
  type forgotPasswordRequestSchema,
  LIMITS,
  type loginRequestSchema,
  type NewPasswordAnswer,
  type newPasswordRequestSchema,
  OTP_RULES,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { InferType } from 'yup';
import type { Database } from '../db/schema';
import {
  type Account,
  codeWasRight,
  codeWasWrong,
  issueResetCode,
  loginFailed,
  loginSucceeded,
  reserveCodeAttempt,
  reserveLoginAttempt,
  resetRefusalMessage,
} from './account-ceilings';
import { deviceSucceeded, issueDevice, reserveDeviceAttempt } from './login-devices';
import type { Mailer } from './mail';
import { hashSecret, isCommonPasswordHash, newOtp, verifyAgainstDummy, verifySecret } from './passwords';

function otpMail(code: string) {
  const minutes = OTP_RULES.lifetimeMs / 60_000;
  return {
    subject: 'Your password reset code',
    text: `Your one-time code is ${code}. It expires in ${minutes} minutes and works once.\nIf you did not ask to reset your password, ignore this mail.`,
    html: `<p>Your one-time code is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes and works once.</p><p>If you did not ask to reset your password, ignore this mail.</p>`,
  };
}

async function findAccount(db: Kysely<Database>, email: string, role: Account['role']): Promise<(Account & { password_hash: string }) | undefined> {
  return db.selectFrom('staff').select(['id', 'role', 'email', 'password_hash']).where('email', '=', email).where('role', '=', role).executeTakeFirst();
}

/** What a step answers: the message (an error or a success, both 200), or a wait (429 with Retry-After). */
export type ResetCodeAnswer = { kind: 'answer'; message: string } | { kind: 'wait'; waitMs: number; message: string };

/** A login: the account to start a session for, a refusal to answer with 200, or the account's wait. */
export type LoginCheck =
  | { kind: 'signed-in'; staff: Pick<Account, 'id' | 'role'>; newDeviceToken: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'wait'; waitMs: number };

/**
 * Checks a login against its ceiling and the password; an unknown account spends the time of a real
 * check. A browser that signed in to the account before (its device cookie) has a ceiling of its own,
 * so strangers' wrong passwords never hold it back; any other browser shares the account's ceiling.
 * A right password starts the count of wrong ones over; a browser new to the account gets a device token.
 */
export async function checkLogin(
  db: Kysely<Database>,
  { email, password, role }: InferType<typeof loginRequestSchema>,
  deviceToken?: string,
): Promise<LoginCheck> {
  const staff = await findAccount(db, email, role);
  if (!staff) {
    await verifyAgainstDummy(password);
    return { kind: 'refused', message: SERVER_MESSAGES.invalidCredentials };
  }
  // Checked before the password, whatever the number of addresses guessing.
  const device = await reserveDeviceAttempt(db, deviceToken, staff.id);
  if (device && !device.allowed) return { kind: 'wait', waitMs: device.waitMs };
  const gate = device ? null : await reserveLoginAttempt(db, staff);
  if (gate && !gate.allowed) return { kind: 'wait', waitMs: gate.waitMs };
  if (!(await verifySecret(password, staff.password_hash))) {
    if (gate) await loginFailed(db, staff, gate.failures);
    return { kind: 'refused', message: SERVER_MESSAGES.invalidCredentials };
  }
  if (device) {
    // The account's count is the strangers' business: its owner's browser signing in leaves it as it is.
    await deviceSucceeded(db, device.deviceId);
    return { kind: 'signed-in', staff: { id: staff.id, role: staff.role }, newDeviceToken: null };
  }
  await loginSucceeded(db, staff);
  return { kind: 'signed-in', staff: { id: staff.id, role: staff.role }, newDeviceToken: await issueDevice(db, staff.id) };
}

/** Mails a new reset code to the account, when its ceilings allow one now. */
export async function sendResetCode(
  db: Kysely<Database>,
  mailer: Mailer,
  { email, role }: InferType<typeof forgotPasswordRequestSchema>,
): Promise<ResetCodeAnswer> {
  const staff = await findAccount(db, email, role);
  if (!staff) return { kind: 'answer', message: FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist };

  const code = newOtp(LIMITS.otpDigits);
  const issued = await issueResetCode(db, staff, await hashSecret(code));
  if (issued.kind === 'recently-sent') return { kind: 'answer', message: SERVER_MESSAGES.codeRecentlySent };
  if (issued.kind !== 'issued') return { kind: 'wait', waitMs: issued.waitMs, message: resetRefusalMessage(issued, role) };
  try {
    await mailer.send({ to: email, kind: 'otp', ...otpMail(code) });
  } catch {
    // Not sent: it does not count against the account's codes an hour.
    await db.deleteFrom('otp_codes').where('id', '=', issued.codeId).execute();
    return { kind: 'answer', message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent };
  }
  return { kind: 'answer', message: AUTH_MESSAGES.otpSent };
}

/** Sets a new password with the one-time code: the answer's data, status "error" (with the message) on failure. */
export async function setNewPassword(
  db: Kysely<Database>,
  { email, role, otp, newPassword }: InferType<typeof newPasswordRequestSchema>,
): Promise<NewPasswordAnswer['data']> {
  const fail = (message: string, extra: { triesLeft?: number } = {}) => ({ status: 'error' as const, message, ...extra });
  if (await isCommonPasswordHash(newPassword)) return fail(SERVER_MESSAGES.passwordTooCommon);
  // An unknown e-mail gets the answer of a known one that has no code: this call sends no mail and
  // moves no counter, so a different answer would tell anyone which e-mails have an account.
  const staff = await findAccount(db, email, role);
  if (!staff) return fail(SERVER_MESSAGES.otpExpired);

  const attempt = await reserveCodeAttempt(db, staff);
  if (attempt.kind === 'locked' || attempt.kind === 'too-many-codes') return fail(resetRefusalMessage(attempt, role));
  if (attempt.kind === 'no-code') return fail(SERVER_MESSAGES.otpExpired);
  if (attempt.kind === 'code-spent') return fail(SERVER_MESSAGES.otpTooManyTries);

  if (!(await verifySecret(otp, attempt.codeHash))) {
    if (await codeWasWrong(db, staff)) return fail(resetRefusalMessage({ kind: 'locked', waitMs: ACCOUNT_CEILINGS.resetLockMs }, role));
    if (attempt.tries >= OTP_RULES.maxTries) return fail(SERVER_MESSAGES.otpTooManyTries);
    return fail(SERVER_MESSAGES.otpInvalid, { triesLeft: OTP_RULES.maxTries - attempt.tries });
  }
  if (!(await codeWasRight(db, staff, attempt, await hashSecret(newPassword)))) return fail(SERVER_MESSAGES.otpExpired);
  return { status: 'success', message: AUTH_MESSAGES.passwordReset };
}
