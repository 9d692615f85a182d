/**
 * Operations that concern the SQLite file (a full disk): jest.config.cjs runs *.sqlite.test.ts only
 * without TEST_DATABASE_URL, and operations.postgres.test.ts only with it.
 */
import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { sql } from 'kysely';
import { apiPath, serverForFile, validBooking } from './helpers';

const server = serverForFile();

describe('SQLite out of space', () => {
  test('writes answer 503 with Retry-After (never 500), ready says full; with room again all works', async () => {
    const db = server.app.db;
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    // The database may not grow: what a full disk does to SQLite (SQLITE_FULL).
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      const answers = [];
      for (let i = 0; i < 40; i += 1) {
        answers.push(await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Disk Full', issue: 'x'.repeat(900) })));
      }
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.body).toEqual({ status: 'error', message: SERVER_MESSAGES.busy });
      expect(refused[0]!.headers.get('retry-after')).toBe('1');
      const ready = await server.client().get(apiPath(ENDPOINTS.healthReady));
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', disk: 'full' });
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
    }
    expect((await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Room Again' }))).status).toBe(200);
    expect((await server.client().get(apiPath(ENDPOINTS.healthReady))).status).toBe(200);
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(integrity.rows[0]!.integrity_check).toBe('ok');
  });
});
