import { type Role, SERVER_MESSAGES, SESSION_LIFETIME_MS } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEVICE_LIFETIME_MS } from '../services/login-devices';
import { sha256Hex } from '../services/passwords';
import { createSession, deleteSession, findSession, type SignedIn } from '../services/sessions';

export type { SignedIn };

/**
 * Over HTTPS the cookie is `__Host-` prefixed: the browser then only accepts it Secure, for the whole
 * site and from this host, so a page on another subdomain or plain HTTP cannot plant or shadow it.
 */
const SESSION_COOKIE = 'wellness_session';
const SECURE_SESSION_COOKIE = '__Host-wellness_session';

/**
 * The device cookie: a browser that signed in to an account before (services/login-devices.ts). Only
 * sent to the login call, never readable by scripts.
 */
const DEVICE_COOKIE = 'wellness_device';
const SECURE_DEVICE_COOKIE = '__Host-wellness_device';

/** The device token the browser holds, if any (over HTTPS only the prefixed cookie counts). */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_DEVICE_COOKIE] ?? (request.overHttps ? undefined : request.cookies[DEVICE_COOKIE]);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.overHttps;
  reply.setCookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}

/** The site is served over HTTPS: COOKIE_SECURE, or a trusted proxy's X-Forwarded-Proto (request.protocol). */
export function overHttps(request: FastifyRequest, cookieSecure: boolean): boolean {
  return cookieSecure || request.protocol === 'https';
}

function cookieNameFor(request: FastifyRequest): string {
  return request.overHttps || request.cookies[SECURE_SESSION_COOKIE] !== undefined ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest hook of a route for these roles (see requireRole below). */
    requireRole(...roles: Role[]): onRequestHookHandler;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
    /** Served over HTTPS (COOKIE_SECURE, or a trusted proxy's X-Forwarded-Proto): set by the security plugin. */
    overHttps: boolean;
  }
}

/** Who is signed in, on a route behind requireRole (which answered 401 or 403 to anyone else). */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new Error('a staff route was reached without a session: is requireRole on it?');
  return request.signedIn;
}

function sessionIdOf(request: FastifyRequest): string | null {
  // Over HTTPS only the prefixed cookie counts: a plain one may have been planted from elsewhere.
  const token = request.cookies[SECURE_SESSION_COOKIE] ?? (request.overHttps ? undefined : request.cookies[SESSION_COOKIE]);
  return token && token.length <= 200 ? sha256Hex(token) : null;
}

/** `touch: false` checks the session without counting the request as its use (a stream's heartbeat). */
export async function loadSession(db: Kysely<Database>, request: FastifyRequest, { touch = true } = {}): Promise<SignedIn | null> {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return null;
  return findSession(db, sessionId, { touch });
}

/** Starts a new session (a new id at every login) and sets its cookie; ends the one the browser had. */
export async function startSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: { id: number; role: Role },
  secureCookie: boolean,
): Promise<void> {
  const token = await createSession(db, staff, sessionIdOf(request));
  const secure = overHttps(request, secureCookie);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = sessionIdOf(request);
  if (sessionId) await deleteSession(db, sessionId);
  const name = cookieNameFor(request);
  reply.clearCookie(name, { path: '/', ...(name === SECURE_SESSION_COOKIE ? { secure: true } : {}) });
}

/**
 * An onRequest hook (it runs before the body is read, so a missing session is always 401 and a wrong
 * role always 403, whatever the body holds).
 */
function requireRole(db: Kysely<Database>, ...roles: Role[]): onRequestHookHandler {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits an async hook; its route options' types name only the callback form
  return async function checkRole(request, reply) {
    const signedIn = await loadSession(db, request);
    if (!signedIn) {
      return reply.code(401).send({ status: 'error', message: SERVER_MESSAGES.notSignedIn });
    }
    if (!roles.includes(signedIn.role) || (signedIn.role === 'massager' && !signedIn.massager)) {
      return reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.forbidden });
    }
    request.signedIn = signedIn;
  };
}

/** Sessions on every request that asks for them: `app.requireRole(...)` on a route, `request.signedIn` in it. */
export const sessions = fp(
  async function sessions(app: FastifyInstance): Promise<void> {
    app.decorateRequest('signedIn', null);
    app.decorate('requireRole', (...roles: Role[]) => requireRole(app.db, ...roles));
  },
  { name: 'sessions', decorators: { fastify: ['db'] } },
);
