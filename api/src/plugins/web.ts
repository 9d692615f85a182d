import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CUSTOMER_BOOKING_PREFIX, isPagePath, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The remotes' folder names, from the one list of them (config/remotes.json, from api/src or api/dist). */
const REMOTE_NAMES: readonly string[] = Object.keys(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'config', 'remotes.json'), 'utf8')) as Record<string, unknown>,
);

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's [contenthash] in a file name: at least 8 hex digits between separators. */
const CONTENT_HASH = /[.-][0-9a-f]{8,}[.-]/i;

/** Entry files and manifests must be revalidated; content-hashed files never change. */
function cacheControlFor(file: string): string | null {
  // A pre-compressed copy (main.js.br) is cached as the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
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

/**
 * The file that answers a page path, relative to shell/dist: the pre-rendered copy of a public page
 * (scripts/prerender/index.mjs writes prerendered/<route>.html: `/` → index.html, `/about-us` → about-us.html),
 * else the shell's index.html, which routes on the client.
 */
function pageFile(shellDist: string, url: string): string {
  const name = url === '/' ? 'index' : url.replace(/^\/|\/$/g, '');
  if (/^[a-z0-9-]+$/.test(name) && (name !== 'index' || url === '/')) {
    const prerendered = path.join('prerendered', `${name}.html`);
    if (fs.existsSync(path.join(shellDist, prerendered))) return prerendered;
  }
  return 'index.html';
}

/**
 * The composed site: shell/dist at /, each remote's dist at /remotes/<name>/, the remotes manifest at
 * /remotes.json; the pre-rendered copy or the shell's index.html for page paths, and the shell with 404
 * for any other path (it shows Page Not Found). Unknown /api/* and /remotes/* paths answer 404 JSON.
 */
export async function registerWeb(app: FastifyInstance, options: { webRoot: string | null; remotesManifest: string | null }): Promise<void> {
  const { webRoot } = options;
  const shellDist = webRoot ? path.join(webRoot, 'shell', 'dist') : null;

  if (webRoot && shellDist) {
    const decorated = await serveShell(app, shellDist);
    await serveRemotes(app, webRoot, decorated);
  }
  const manifestPath = options.remotesManifest ?? (shellDist ? path.join(shellDist, 'remotes.json') : null);
  if (manifestPath) serveManifest(app, manifestPath);
  if (webRoot) serveSeoFiles(app, webRoot);
  servePages(app, shellDist);
}

/** shell/dist at /; true when it is served (its registration decorates the reply with sendFile). */
async function serveShell(app: FastifyInstance, shellDist: string): Promise<boolean> {
  if (!isDirectory(shellDist)) {
    app.log.warn({ dir: shellDist }, 'shell build not found: the site is not served (the API works); run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    // A missing file falls through to the not-found handler of servePages (SPA fallback or 404).
    wildcard: true,
    index: ['index.html'],
    // Brotli and gzip copies are made at build time (config/webpack.factory.cjs, scripts/prerender/index.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  return true;
}

/** Each remote's dist at /remotes/<name>/; the reply is decorated once, by the first static registration. */
async function serveRemotes(app: FastifyInstance, webRoot: string, shellDecorated: boolean): Promise<void> {
  let decorated = shellDecorated;
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
      preCompressed: true,
      cacheControl: false,
      decorateReply: !decorated,
      setHeaders: (reply, file) => {
        setCacheHeaders(reply, file);
        // Remotes may be loaded by a shell on another origin.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
    decorated = true;
  }
}

/** The remotes manifest at /remotes.json. */
function serveManifest(app: FastifyInstance, manifestPath: string): void {
  // Read at each request, so that publishing a remote (a new manifest line) needs no restart.
  const handler = async (_request: FastifyRequest, reply: FastifyReply) => {
    let body: string;
    try {
      body = await fs.promises.readFile(manifestPath, 'utf8');
    } catch {
      return reply.code(404).header('Cache-Control', NO_CACHE).send({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
    return reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8').send(body);
  };
  app.get('/remotes.json', { schema: { hide: true } }, handler);
}

/** The public site's sitemap.xml and robots.txt, generated by the mf-public build, answer at the site root. */
function serveSeoFiles(app: FastifyInstance, webRoot: string): void {
  for (const [file, type] of [
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const source = path.join(webRoot, 'mf-public', 'dist', 'seo', file);
    app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      let body: Buffer;
      try {
        body = await fs.promises.readFile(source);
      } catch {
        return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
      }
      return reply.header('Cache-Control', NO_CACHE).type(type).send(body);
    });
  }
}

/**
 * A page path answers with its page whatever the request's Accept header (link checkers and curl send
 * none): `/` and every public route with its pre-rendered copy, the other routes of the site with the
 * shell. Any other path is not a page: 404 with the shell, which shows Page Not Found, kept out of search
 * indexes. API paths keep their JSON answers.
 */
function servePages(app: FastifyInstance, shellDist: string | null): void {
  const shellIndex = shellDist ? path.join(shellDist, 'index.html') : null;
  const sendPage = (request: FastifyRequest, reply: FastifyReply, url: string, status: number) => {
    if (!shellDist || !shellIndex || !fs.existsSync(shellIndex)) {
      return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
    reply.code(status);
    // A customer's private booking page is never indexed, whatever its token.
    if (status === 404 || url.startsWith(CUSTOMER_BOOKING_PREFIX)) reply.header('X-Robots-Tag', 'noindex');
    return reply.sendFile(pageFile(shellDist, url), shellDist);
  };
  if (shellDist) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/', 200));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isAsset = url === '/api' || url.startsWith('/api/') || url.startsWith('/remotes/');
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAsset) {
      return sendPage(request, reply, url, isPagePath(url) ? 200 : 404);
    }
    return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
  });
}
