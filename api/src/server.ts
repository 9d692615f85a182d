import http from 'node:http';
import path from 'node:path';
import { SERVER_MESSAGES } from '@wellness/shared/rules';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config';

/**
 * What answers on the API's port while it waits for its database (PostgreSQL not there yet, or
 * migrations under way in another instance): the process is alive, so /health/live says so and a
 * supervisor does not restart it in a loop; everything else is 503 with Retry-After, as when the
 * database goes away later, instead of a refused connection.
 */
async function listenWhileStarting(config: AppConfig): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const alive = /^\/(api\/)?health\/live\/?(\?|$)/.test(request.url ?? '');
    const body = alive ? { status: 'ok' } : { status: 'error', message: SERVER_MESSAGES.busy };
    response.writeHead(alive ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(alive ? {} : { 'retry-after': '5' }),
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Entry point: `node api/dist/server.js`. Serves the API and, from the repo root, the built site. */
async function main(): Promise<void> {
  // From api/dist (or api/src under a TS runner) the repo root is two levels up.
  const config = loadConfig(process.env, { webRoot: path.resolve(__dirname, '..', '..') });
  // Until the database has answered, a stop signal simply ends the wait.
  const starting = new AbortController();
  const stopWaiting = () => {
    starting.abort();
    process.exit(0);
  };
  process.once('SIGTERM', stopWaiting);
  process.once('SIGINT', stopWaiting);
  const stopStartingServer = await listenWhileStarting(config);
  const app = await buildApp(config, { signal: starting.signal });
  await stopStartingServer();
  process.off('SIGTERM', stopWaiting);
  process.off('SIGINT', stopWaiting);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
