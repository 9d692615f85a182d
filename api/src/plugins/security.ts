import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@wellness/shared/rules';
import type { AppConfig } from '../config';

/** Hosts the public pages embed: the map and videos (Google, YouTube) and the reviews widget. */
const FRAME_HOSTS = [
  'https://www.google.com',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://widgets.sociablekit.com',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * helmet itself, the copy that @fastify/helmet depends on. @fastify/helmet builds a new helmet
 * middleware on every request (parsing the whole Content-Security-Policy again each time); here it is
 * built once, at start, with the same options, and applied to every answer.
 */
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: object) => HelmetMiddleware;

function rethrow(error?: unknown): void {
  if (error) throw error;
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

/**
 * Security headers on every answer (HTML and API), and refusal of cross-site writes: a state-changing
 * request whose Origin (or, without one, Sec-Fetch-Site) names another site is answered 403.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const remotes = config.remoteOrigins;
  const securityHeaders = helmet({
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
    // Remotes may be served from other origins (issue 9); /remotes/* answers set their own policy.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, rethrow);
    done();
  });

  const allowed = new Set(config.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (isOwnOrigin(origin, request) || allowed.has(origin)) return;
      return reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.foreignOrigin });
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).send({ status: 'error', message: SERVER_MESSAGES.foreignOrigin });
    }
  });
}
