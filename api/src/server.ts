import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: `node api/dist/server.js`. Serves the API and, from the repo root, the built site. */
async function main(): Promise<void> {
  // From api/dist (or api/src under a TS runner) the repo root is two levels up.
  const config = loadConfig(process.env, { webRoot: path.resolve(__dirname, '..', '..') });
  const app = await buildApp(config);

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
