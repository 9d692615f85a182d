import { ACCOUNT_CEILING_MESSAGES, ENDPOINTS, FORGOT_PASSWORD_SERVER_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deviceTokenOf, endSession, loadSession, setDeviceCookie, startSession } from '../plugins/auth';
import { checkLogin, sendResetCode, setNewPassword } from '../services/staff-auth';
import { route, routeGroups } from './route';

const retryAfterSeconds = (waitMs: number) => String(Math.max(1, Math.ceil(waitMs / 1000)));

/** A 429 that tells how long to wait, in its Retry-After header and in its message. */
function sendWait(reply: FastifyReply, waitMs: number, message: string) {
  return reply.code(429).header('Retry-After', retryAfterSeconds(waitMs)).send({ status: 'error', message });
}

export const authRoutes = routeGroups(sessionRoutes, resetRoutes);

/** Logging in and out, and who is signed in. */
function sessionRoutes(app: FastifyInstance): void {
  const { db, config } = app;
  const loginLimit = { max: config.rateLimit.logins, timeWindow: config.rateLimit.windowMs };
  route(app, ENDPOINTS.login)(
    {
      config: { rateLimit: loginLimit },
      summary: 'Log in as admin or massager; sets the httpOnly session cookie (24 h)',
      description:
        'password is the SHA-256 hex of what the user typed. Wrong credentials answer 200 with status "error" (spec section 8 tells them apart from a failed request).',
      tags: ['auth'],
    },
    async (request, reply) => {
      const login = await checkLogin(db, request.body, deviceTokenOf(request));
      if (login.kind === 'refused') return { status: 'error', message: login.message };
      if (login.kind === 'wait') return sendWait(reply, login.waitMs, ACCOUNT_CEILING_MESSAGES.loginWait(login.waitMs));
      await startSession(db, request, reply, login.staff, config.cookieSecure);
      if (login.newDeviceToken) setDeviceCookie(request, reply, login.newDeviceToken);
      return { status: 'success', role: login.staff.role };
    },
  );

  route(app, ENDPOINTS.logout)({ summary: 'End the session on the server and clear its cookie', tags: ['auth'] }, async (request, reply) => {
    await endSession(db, request, reply);
    return { status: 'success', message: SERVER_MESSAGES.loggedOut };
  });

  route(app, ENDPOINTS.session)(
    {
      summary: 'Who is signed in (401 without a session)',
      tags: ['auth'],
      errors: [401],
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
}

/** Resetting a forgotten password with a mailed one-time code. */
function resetRoutes(app: FastifyInstance): void {
  const { db, config, mailer } = app;
  const codeLimit = { max: config.rateLimit.codes, timeWindow: config.rateLimit.windowMs };
  route(app, ENDPOINTS.forgotPassword)(
    {
      config: { rateLimit: codeLimit },
      summary: 'Mail a 4-digit one-time code (10 minutes, 5 tries, single use; per account: 3 an hour, none while reset is locked)',
      description: `Answers 200 with message "${FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist}" or "${FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent}" on failure; any other message is success.`,
      tags: ['auth'],
    },
    async (request, reply) => {
      const sent = await sendResetCode(db, mailer, request.body);
      if (sent.kind === 'wait') return sendWait(reply, sent.waitMs, sent.message);
      return { message: sent.message };
    },
  );

  route(app, ENDPOINTS.newPassword)(
    {
      config: { rateLimit: codeLimit },
      summary: 'Set a new password with the one-time code',
      description: 'newPassword is the SHA-256 hex of the new password. data.status is "error" (with data.message) on failure.',
      tags: ['auth'],
    },
    async (request) => ({ data: await setNewPassword(db, request.body) }),
  );
}
