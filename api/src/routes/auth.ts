import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_SERVER_MESSAGES,
  forgotPasswordRequestSchema,
  LIMITS,
  loginRequestSchema,
  newPasswordRequestSchema,
  OTP_RULES,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { endSession, loadSession, startSession } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { hashSecret, newOtp, verifyAgainstDummy, verifySecret } from '../services/passwords';
import { errorAnswer, int, intOrNull, obj, str, strOrNull } from './schemas';

function otpMail(code: string) {
  const minutes = OTP_RULES.lifetimeMs / 60_000;
  return {
    subject: 'Your password reset code',
    text: `Your one-time code is ${code}. It expires in ${minutes} minutes and works once.\nIf you did not ask to reset your password, ignore this mail.`,
    html: `<p>Your one-time code is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes and works once.</p><p>If you did not ask to reset your password, ignore this mail.</p>`,
  };
}

export async function authRoutes(app: FastifyInstance, { db, config, mailer }: RouteContext): Promise<void> {
  const loginLimit = { max: config.rateLimit.logins, timeWindow: config.rateLimit.windowMs };
  const codeLimit = { max: config.rateLimit.codes, timeWindow: config.rateLimit.windowMs };

  app.post<{ Body: InferType<typeof loginRequestSchema> }>(
    '/ApiLogin.php',
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
      const staff = await db
        .selectFrom('staff')
        .select(['id', 'role', 'password_hash'])
        .where('email', '=', email)
        .where('role', '=', role)
        .executeTakeFirst();
      const valid = staff ? await verifySecret(password, staff.password_hash) : await verifyAgainstDummy(password);
      if (!staff || !valid) return { status: 'error', message: SERVER_MESSAGES.invalidCredentials };
      await startSession(db, request, reply, { id: staff.id, role: staff.role }, config.cookieSecure);
      return { status: 'success', role: staff.role };
    },
  );

  app.post(
    '/ApiLogout.php',
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
    '/ApiSession.php',
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
    '/EmailForgetPassword.php',
    {
      config: { rateLimit: codeLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a 4-digit one-time code (10 minutes, 5 tries, single use)',
        description: `Answers 200 with message "${FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist}" or "${FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent}" on failure; any other message is success.`,
        body: bodyOf(forgotPasswordRequestSchema),
        response: { 200: obj({ message: str }), 400: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      const { email, role } = request.body;
      const staff = await db
        .selectFrom('staff')
        .select(['id'])
        .where('email', '=', email)
        .where('role', '=', role)
        .executeTakeFirst();
      if (!staff) return { message: FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist };

      const code = newOtp(LIMITS.otpDigits);
      const codeHash = await hashSecret(code);
      const issuedAt = Date.now();
      const now = new Date(issuedAt).toISOString();
      const inserted = await db.transaction().execute(async (trx) => {
        // Only the newest code works: earlier ones are spent.
        await trx.updateTable('otp_codes').set({ used_at: now }).where('staff_id', '=', staff.id).where('used_at', 'is', null).execute();
        return trx
          .insertInto('otp_codes')
          .values({
            staff_id: staff.id,
            code_hash: codeHash,
            created_at: now,
            expires_at: new Date(issuedAt + OTP_RULES.lifetimeMs).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      try {
        await mailer.send({ to: email, kind: 'otp', ...otpMail(code) });
      } catch {
        await db.deleteFrom('otp_codes').where('id', '=', inserted.id).execute();
        return { message: FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent };
      }
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post<{ Body: InferType<typeof newPasswordRequestSchema> }>(
    '/NewPassword.php',
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
      const staff = await db
        .selectFrom('staff')
        .select(['id'])
        .where('email', '=', email)
        .where('role', '=', role)
        .executeTakeFirst();
      if (!staff) return fail(FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist);

      const now = nowIso();
      const code = await db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'tries'])
        .where('staff_id', '=', staff.id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!code) return fail(SERVER_MESSAGES.otpExpired);
      if (code.tries >= OTP_RULES.maxTries) return fail(SERVER_MESSAGES.otpTooManyTries);

      if (!(await verifySecret(otp, code.code_hash))) {
        const counted = await db
          .updateTable('otp_codes')
          .set((eb) => ({ tries: eb('tries', '+', 1) }))
          .where('id', '=', code.id)
          .where('used_at', 'is', null)
          .returning('tries')
          .executeTakeFirst();
        const tries = counted?.tries ?? OTP_RULES.maxTries;
        if (tries >= OTP_RULES.maxTries) return fail(SERVER_MESSAGES.otpTooManyTries);
        return fail(SERVER_MESSAGES.otpInvalid, { triesLeft: OTP_RULES.maxTries - tries });
      }

      const passwordHash = await hashSecret(newPassword);
      const changed = await db.transaction().execute(async (trx) => {
        // Spending the code and changing the password together: a code works once, even when two requests race.
        const spent = await trx
          .updateTable('otp_codes')
          .set({ used_at: now })
          .where('id', '=', code.id)
          .where('used_at', 'is', null)
          .where('tries', '<', OTP_RULES.maxTries)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return false;
        await trx.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', staff.id).execute();
        // Whoever knew the old password is signed out everywhere.
        await trx.deleteFrom('sessions').where('staff_id', '=', staff.id).execute();
        return true;
      });
      if (!changed) return fail(SERVER_MESSAGES.otpExpired);
      return { data: { status: 'success', message: AUTH_MESSAGES.passwordReset } };
    },
  );
}
