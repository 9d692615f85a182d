#!/usr/bin/env node
// A small static host for published remotes, on its own origin, with CORS for the shell's origin:
//
//   node scripts/serve-remotes.mjs --root /srv/remotes --port 9001 --allow-origin http://localhost:8080
//
// Serves <root>/<path> (e.g. /mf-booking/mf-manifest.json). Entry files (remoteEntry.js, *.json, *.html)
// are sent with Cache-Control: no-cache, content-hashed chunks as immutable. Used by the deployment
// browser test and to try independent deployment on one machine; in production use any static host
// (docs/deploy.md has an nginx example).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const CONTENT_HASH = /[.-][0-9a-f]{8,}[.-]/i;

function cacheControl(name) {
  if (name === 'remoteEntry.js' || name.endsWith('.json') || name.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASH.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function createRemoteHost({ root, allowOrigins = [] }) {
  const base = path.resolve(root);
  const allowAny = allowOrigins.includes('*');
  return http.createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin && (allowAny || allowOrigins.includes(origin))) {
      response.setHeader('Access-Control-Allow-Origin', allowAny ? '*' : origin);
      response.setHeader('Vary', 'Origin');
    }
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      response.setHeader('Access-Control-Max-Age', '600');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const name = path.basename(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(name),
        ETag: etag,
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': stat.size });
      if (request.method === 'HEAD') response.end();
      else fs.createReadStream(file).pipe(response);
    });
  });
}

function parseArgs(argv) {
  const options = { root: null, port: 9001, host: '127.0.0.1', allowOrigins: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    if (arg === '--root') options.root = value;
    else if (arg === '--port') options.port = Number(value);
    else if (arg === '--host') options.host = value;
    else if (arg === '--allow-origin')
      options.allowOrigins.push(
        ...value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      );
    else throw new Error(`unknown option ${arg}`);
  }
  if (!options.root) throw new Error('usage: serve-remotes.mjs --root <folder> [--port 9001] [--host 127.0.0.1] [--allow-origin <origin>]...');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`serve-remotes: ${error.message}`);
    process.exit(1);
  }
  const server = createRemoteHost(options);
  server.listen(options.port, options.host, () => {
    const { port } = server.address();
    console.log(`serve-remotes: ${path.resolve(options.root)} on http://${options.host}:${port} (CORS: ${options.allowOrigins.join(', ') || 'none'})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
