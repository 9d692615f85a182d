import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { overHttps } from './auth';

/** Hosts the public pages embed: the map and videos (Google, YouTube) and the reviews widget. */
const FRAME_HOSTS = ['https://www.google.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://widgets.sociablekit.com'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * helmet itself rather than @fastify/helmet, which builds a new helmet middleware on every request
 * (parsing the whole Content-Security-Policy again each time). helmet's headers depend on nothing of
 * the request: they are worked out once for each set of remote origins, and copied onto every answer.
 */
type HelmetMiddleware = ReturnType<typeof helmet>;
type HeaderList = readonly (readonly [name: string, value: string])[];

function rethrow(error?: unknown): void {
  if (error === undefined || error === null) return;
  throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
}

/**
 * True when the Origin names this server. Hosts are compared (not schemes), so that a TLS-terminating
 * proxy that does not forward the protocol does not turn every same-site POST into a refusal.
 */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

/** Where the served remotes manifest is, when the API serves the site. */
function manifestPathOf(config: AppConfig): string | null {
  if (config.remotesManifest) return config.remotesManifest;
  return config.webRoot ? path.join(config.webRoot, 'shell', 'dist', 'remotes.json') : null;
}

/** The origins of the absolute addresses in a remotes manifest (relative ones are this site's own). */
function manifestOrigins(text: string): string[] {
  try {
    const manifest = JSON.parse(text) as { remotes?: Record<string, unknown>; apiBase?: unknown };
    const addresses = [...Object.values(manifest.remotes ?? {}), manifest.apiBase];
    const origins = addresses.flatMap((a) => {
      if (typeof a !== 'string' || !/^https?:\/\//i.test(a)) return [];
      try {
        return [new URL(a).origin];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)].sort();
  } catch {
    return [];
  }
}

/**
 * The remote origins the Content-Security-Policy allows: REMOTE_ORIGINS plus those of the served
 * remotes.json, re-read when the file changes (looked at no more than once a second), so that a remote
 * published at a new origin needs no restart of any API process. The same array is answered until the
 * origins change.
 */
function remoteOriginsFollower(config: AppConfig): () => readonly string[] {
  const file = manifestPathOf(config);
  let checkedAt = 0;
  let mtimeMs = -1;
  let origins: readonly string[] = [...new Set(config.remoteOrigins)];
  const merge = (fromManifest: string[]) => {
    origins = [...new Set([...config.remoteOrigins, ...fromManifest])];
  };
  return () => {
    const now = Date.now();
    if (file && now - checkedAt >= 1000) {
      checkedAt = now;
      try {
        const stat = fs.statSync(file);
        if (stat.mtimeMs !== mtimeMs) {
          mtimeMs = stat.mtimeMs;
          merge(manifestOrigins(fs.readFileSync(file, 'utf8')));
        }
      } catch {
        if (mtimeMs !== -1) merge([]);
        mtimeMs = -1;
      }
    }
    return origins;
  };
}

/** The security headers of every answer (HSTS only over HTTPS); the policy follows the remotes' origins. */
function securityHeadersFor(config: AppConfig): (request: FastifyRequest, reply: FastifyReply) => void {
  const origins = remoteOriginsFollower(config);
  let built: { remotes: readonly string[]; headers: HeaderList } | null = null;
  const current = () => {
    const remotes = origins();
    if (built?.remotes !== remotes) built = { remotes, headers: helmetHeaders(helmetFor(config, remotes)) };
    return built.headers;
  };
  return (request, reply) => {
    for (const [name, value] of current()) reply.raw.setHeader(name, value);
    if (overHttps(request, config.cookieSecure)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** The headers helmet sets, taken from a run of it against a response that only records them. */
function helmetHeaders(middleware: HelmetMiddleware): HeaderList {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name);
    },
  };
  middleware({} as never, res as never, rethrow);
  return [...headers];
}

function helmetFor(config: AppConfig, remotes: readonly string[]): HelmetMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'https:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes],
        frameSrc: [...FRAME_HOSTS, ...config.frameOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Remotes may be served from other origins; /remotes/* answers set their own policy.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over HTTPS (below): sent over plain HTTP it would tell browsers to insist on HTTPS for a
    // host that may not have it.
    strictTransportSecurity: false,
  });
}

/** The path of a request target: origin-form (`/api/x?y`) or absolute-form (`http://host/api/x`). */
function pathOf(target: string): string {
  if (target.startsWith('/')) return target.split('?')[0] ?? target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/**
 * The security headers as fixed text, for the answers Node's HTTP parser gives before Fastify sees a
 * request (400 for a malformed request, 431 for oversized headers).
 */
function staticSecurityHeaders(config: AppConfig, remotes: readonly string[]): string {
  const headers = new Map(helmetHeaders(helmetFor(config, remotes)));
  if (config.cookieSecure) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
}

/** Node's own refusals (a request it cannot parse, headers too large) with the security headers. */
export function clientErrorHandlerFor(config: AppConfig): FastifyServerOptions['clientErrorHandler'] {
  const headers = staticSecurityHeaders(config, config.remoteOrigins);
  return (error, socket) => {
    if (!socket.writable) return;
    const code = (error as { code?: string }).code;
    const tooLarge = code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    const body = JSON.stringify({ status: 'error', message: SERVER_MESSAGES.malformedUrl });
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}

/**
 * Fastify answers a URL it cannot decode (or a too long parameter) before any hook runs: those 400s
 * get the same headers and the site's error shape here.
 */
export function frameworkErrorsFor(config: AppConfig): FastifyServerOptions['frameworkErrors'] {
  const setHeaders = securityHeadersFor(config);
  return (error, request, reply) => {
    setHeaders(request, reply);
    (reply as FastifyReply).code(error.statusCode ?? 400).send({ status: 'error', message: SERVER_MESSAGES.malformedUrl });
  };
}

/**
 * Security headers on every answer (HTML and API), and refusal of cross-site writes: a state-changing
 * request whose Origin (or, without one, Sec-Fetch-Site) names another site is answered 403.
 */
export const security = fp(
  async function security(app: FastifyInstance): Promise<void> {
    const { config } = app;
    const setHeaders = securityHeadersFor(config);
    app.decorateRequest('overHttps', false);
    app.addHook('onRequest', (request, reply, done) => {
      request.overHttps = overHttps(request, config.cookieSecure);
      setHeaders(request, reply);
      done();
    });

    // Answers of the API carry personal data (bookings, staff, reports) or session state: no browser,
    // proxy or shared cache may keep them. Decided by the route matched (or, for an unknown path, by the
    // path of the request target), so an absolute-form target (`GET http://host/api/...`) is covered too.
    // A route whose answer names no one (the visitor's availability) sets its own. (The hooks of every
    // request take callbacks: an async hook costs each request a promise and a turn more.)
    app.addHook('onSend', (request, reply, payload, done) => {
      const target = request.routeOptions.url ?? pathOf(request.url);
      if ((target.startsWith('/api/') || target === '/api') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });

    const allowed = new Set(config.allowedOrigins);
    const sameSite = (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return true;
      const origin = request.headers.origin;
      if (origin !== undefined) return isOwnOrigin(origin, request) || allowed.has(origin);
      return request.headers['sec-fetch-site'] !== 'cross-site';
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (sameSite(request)) done();
      else void reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.foreignOrigin });
    });
  },
  { name: 'security', decorators: { fastify: ['config'] } },
);
