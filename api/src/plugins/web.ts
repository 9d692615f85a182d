import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@wellness/shared/rules';

const REMOTE_NAMES = ['mf-public', 'mf-booking', 'mf-auth', 'mf-admin', 'mf-massager'] as const;

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's [contenthash] in a file name: at least 8 hex digits between separators. */
const CONTENT_HASH = /[.-][0-9a-f]{8,}[.-]/i;

/** Entry files and manifests must be revalidated; content-hashed files never change. */
function cacheControlFor(file: string): string | null {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json') || name.endsWith('.html')) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return null;
}

function setCacheHeaders(reply: FastifyReply, file: string): void {
  const value = cacheControlFor(file);
  if (value) reply.header('Cache-Control', value);
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

/**
 * The composed site: shell/dist at /, each remote's dist at /remotes/<name>/, the remotes manifest at
 * /remotes.json, and the shell's index.html for any other page path (the shell shows Page Not Found).
 * Unknown /api/* paths and anything else answer 404 JSON.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { webRoot: string | null; remotesManifest: string | null },
): Promise<void> {
  const { webRoot } = options;
  const shellDist = webRoot ? path.join(webRoot, 'shell', 'dist') : null;
  const shellIndex = shellDist ? path.join(shellDist, 'index.html') : null;
  let decorated = false;

  if (webRoot && shellDist) {
    if (isDirectory(shellDist)) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        // A missing file falls through to the not-found handler below (SPA fallback or 404).
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
      decorated = true;
    } else {
      app.log.warn({ dir: shellDist }, 'shell build not found: the site is not served (the API works); run npm run build');
    }

    for (const name of REMOTE_NAMES) {
      const dist = path.join(webRoot, name, 'dist');
      if (!isDirectory(dist)) {
        app.log.warn({ dir: dist }, `remote ${name} build not found: /remotes/${name}/ answers 404`);
        continue;
      }
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${name}/`,
        wildcard: true,
        index: false,
        cacheControl: false,
        decorateReply: !decorated,
        setHeaders: (reply, file) => {
          setCacheHeaders(reply, file);
          // Remotes may be loaded by a shell on another origin (issue 9).
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
      decorated = true;
    }
  }

  // Read at each request, so that publishing a remote (a new manifest line) needs no restart.
  const manifestPath = options.remotesManifest ?? (shellDist ? path.join(shellDist, 'remotes.json') : null);
  if (manifestPath) {
    const serveManifest = async (_request: FastifyRequest, reply: FastifyReply) => {
      let body: string;
      try {
        body = await fs.promises.readFile(manifestPath, 'utf8');
      } catch {
        return reply.code(404).header('Cache-Control', NO_CACHE).send({ status: 'error', message: SERVER_MESSAGES.notFound });
      }
      return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(body);
    };
    app.get('/remotes.json', { schema: { hide: true } }, serveManifest);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/remotes/') &&
      wantsHtml(request);
    if (isPage && shellIndex && fs.existsSync(shellIndex)) {
      const html = await fs.promises.readFile(shellIndex);
      return reply.code(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
  });
}
