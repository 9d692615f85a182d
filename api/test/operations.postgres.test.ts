/**
 * Operations that concern a PostgreSQL server (one that stalls, one not there yet): jest.config.cjs
 * runs *.postgres.test.ts only with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, Client, eventually, freshPostgresDatabase, validBooking } from './helpers';

/** A TCP proxy to PostgreSQL that can stop forwarding (what SIGSTOP does to the server) and start again. */
async function pausableProxy(target: URL, port = 0) {
  const sockets = new Set<net.Socket>();
  let paused = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (paused) from.pause();
        to.write(chunk);
      });
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause() {
      paused = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      paused = false;
      for (const s of sockets) s.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('PostgreSQL that stalls or is not there yet', () => {
  test('stalled: every request answers 503 within 5 s and ready is false; resumed: all answer normally', async () => {
    const pg = await freshPostgresDatabase();
    const target = new URL(pg.url);
    const proxy = await pausableProxy(target);
    const viaProxy = new URL(pg.url);
    viaProxy.port = String(proxy.port);
    const app = await buildApp(loadConfig({ DATABASE_URL: viaProxy.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-stall-')) }), {
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    try {
      const admin = new Client(url);
      await admin.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, 'admin');
      proxy.pause();
      const started = Date.now();
      const answers = await Promise.all([
        new Client(url).post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Stalled Booking' })),
        admin.get(apiPath(ENDPOINTS.adminCounts)),
        new Client(url).get(apiPath(ENDPOINTS.healthReady)),
        ...Array.from({ length: 12 }, () => new Client(url).get(apiPath(ENDPOINTS.feedbackVideos))),
      ]);
      const took = Date.now() - started;
      expect(took).toBeLessThan(5500);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).not.toBeNull();
      }
      expect(answers[2].body).toMatchObject({ status: 'not ready', database: 'unavailable' });

      proxy.resume();
      // It recovers by itself: no restart.
      await eventually(async () => (await new Client(url).get(apiPath(ENDPOINTS.healthReady))).status === 200, 5000, 'readiness after the stall');
      expect((await new Client(url).post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'After Stall' }))).status).toBe(200);
      expect((await admin.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(200);
    } finally {
      proxy.resume();
      await app.close();
      await proxy.close();
      await pg.drop();
    }
  });

  test('not there at start: the API waits, then comes up by itself', async () => {
    const pg = await freshPostgresDatabase();
    const free = await pausableProxy(new URL(pg.url));
    const port = free.port;
    await free.close();
    const viaProxy = new URL(pg.url);
    viaProxy.port = String(port);
    const lines: string[] = [];
    const starting = buildApp(loadConfig({ DATABASE_URL: viaProxy.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-wait-')) }), {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await eventually(() => lines.some((line) => line.includes('database not reachable yet')), 10_000, 'the "not reachable yet" log line');
    const proxy = await pausableProxy(new URL(pg.url), port);
    const app = await starting;
    try {
      expect(await app.db.selectFrom('staff').select('email').execute()).toHaveLength(2);
    } finally {
      await app.close();
      await proxy.close();
      await pg.drop();
    }
  });
});
