import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  ENDPOINTS,
  FORGOT_PASSWORD_SERVER_MESSAGES,
  forgotPasswordRequestSchema,
  LIMITS,
  loginRequestSchema,
  newPasswordRequestSchema,
  OTP_RULES,
  ACCOUNT_CEILING_MESSAGES,
  ACCOUNT_CEILINGS,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { endSession, loadSession, startSession } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
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
} from '../services/account-ceilings';
import { hashSecret, isCommonPasswordHash, newOtp, verifyAgainstDummy, verifySecret } from '../services/passwords';
import { errorAnswer, int, intOrNull, obj, str, strOrNull } from './schemas';

function otpMail(code: string) {
  const minutes = OTP_RULES.lifetimeMs / 60_000;
  return {
    subject: 'Your password reset code',
    text: `Your one-time code is ${code}. It expires in ${minutes} minutes and works once.\nIf you did not ask to reset your password, ignore this mail.`,
    html: `<p>Your one-time code is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes and works once.</p><p>If you did not ask to reset your password, ignore this mail.</p>`,
  };
}

const retryAfterSeconds = (waitMs: number) => String(Math.max(1, Math.ceil(waitMs / 1000)));

async function findAccount(db: RouteContext['db'], email: string, role: Account['role']): Promise<(Account & { password_hash: string }) | undefined> {
  return db
    .selectFrom('staff')
    .select(['id', 'role', 'email', 'password_hash'])
    .where('email', '=', email)
    .where('role', '=', role)
    .executeTakeFirst();
}

export async function authRoutes(app: FastifyInstance, { db, config, mailer }: RouteContext): Promise<void> {
  const loginLimit = { max: config.rateLimit.logins, timeWindow: config.rateLimit.windowMs };
  const codeLimit = { max: config.rateLimit.codes, timeWindow: config.rateLimit.windowMs };

  app.post<{ Body: InferType<typeof loginRequestSchema> }>(
    ENDPOINTS.login.path,
    {
      config: { rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in as admin or massager; sets the httpOnly session cookie (24 h)',
        description:
          'password is the SHA-256 hex of what the user typed. Wrong credentials answer 200 with status "error" (spec section 8 tells them apart from a failed request).',
        body: bodyOf(loginRequestSchema),
        response: { 200: obj({ status: str, role: str, message: str }, ['status']), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { email, password, role } = request.body;
      const staff = await findAccount(db, email, role);
      if (!staff) {
        await verifyAgainstDummy(password);
        return { status: 'error', message: SERVER_MESSAGES.invalidCredentials };
      }
      // The account's own ceiling, whatever the number of addresses guessing: checked before the password.
      const gate = await reserveLoginAttempt(db, staff);
      if (!gate.allowed) {
        return reply
          .code(429)
          .header('Retry-After', retryAfterSeconds(gate.waitMs))
          .send({ status: 'error', message: ACCOUNT_CEILING_MESSAGES.loginWait(gate.waitMs) });
      }
      if (!(await verifySecret(password, staff.password_hash))) {
        await loginFailed(db, staff, gate.failures);
        return { status: 'error', message: SERVER_MESSAGES.invalidCredentials };
      }
      await loginSucceeded(db, staff);
      await startSession(db, request, reply, { id: staff.id, role: staff.role }, config.cookieSecure);
      return { status: 'success', role: staff.role };
    },
  );

  app.post(
    ENDPOINTS.logout.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server and clear its cookie',
        response: { 200: obj({ status: str, message: str }) },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { status: 'success', message: SERVER_MESSAGES.loggedOut };
    },
  );

  app.get(
    ENDPOINTS.session.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (401 without a session)',
        response: {
          200: obj({ status: str, role: str, email: str, massager_id: intOrNull, massager_name: strOrNull }),
          401: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await loadSession(db, request);
      if (!signedIn) return reply.code(401).send({ status: 'error', message: SERVER_MESSAGES.notSignedIn });
      return {
        status: 'success',
        role: signedIn.role,
        email: signedIn.email,
        massager_id: signedIn.massager?.id ?? null,
        massager_name: signedIn.massager?.name ?? null,
      };
    },
  );

  app.post<{ Body: InferType<typeof forgotPasswordRequestSchema> }>(
    ENDPOINTS.forgotPassword.path,
    {
      config: { rateLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a 4-digit one-time code (10 minutes, 5 tries, single use; per account: 3 an hour, none while reset is locked)',
        description: `Answers 200 with message "${FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist}" or "${FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent}" on failure; any other message is success.`,
        body: bodyOf(forgotPasswordRequestSchema),
        response: { 200: obj({ message: str }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const staff = await findAccount(db, email, role);
      if (!staff) return { message: FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist };

      const code = newOtp(LIMITS.otpDigits);
      const issued = await issueResetCode(db, staff, await hashSecret(code));
      if (issued.kind === 'recently-sent') return { message: SERVER_MESSAGES.codeRecentlySent };
      if (issued.kind !== 'issued') {
        return reply
          .code(429)
          .header('Retry-After', retryAfterSeconds(issued.waitMs))
          .send({ status: 'error', message: resetRefusalMessage(issued, role) });
      }
      try {
        await mailer.send({ to: email, kind: 'otp', ...otpMail(code) });
      } catch {
        // Not sent: it does not count against the account's codes an hour.
        await db.deleteFrom('otp_codes').where('id', '=', issued.codeId).execute();
        return { message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent };
      }
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post<{ Body: InferType<typeof newPasswordRequestSchema> }>(
    ENDPOINTS.newPassword.path,
    {
      config: { rateLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the one-time code',
        description: 'newPassword is the SHA-256 hex of the new password. data.status is "error" (with data.message) on failure.',
        body: bodyOf(newPasswordRequestSchema),
        response: {
          200: obj({ data: obj({ status: str, message: str, triesLeft: int }, ['status', 'message']) }),
          400: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const { email, role, otp, newPassword } = request.body;
      const fail = (message: string, extra: Record<string, number> = {}) => ({ data: { status: 'error', message, ...extra } });
      const staff = await findAccount(db, email, role);
      if (!staff) return fail(FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist);
      if (isCommonPasswordHash(newPassword)) return fail(SERVER_MESSAGES.passwordTooCommon);

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
      return { data: { status: 'success', message: AUTH_MESSAGES.passwordReset } };
    },
  );
}
