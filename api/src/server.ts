import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

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
  const app = await buildApp(config, { signal: starting.signal });
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
