/** The SQLite file's permissions (jest.config.cjs runs *.sqlite.test.ts only without TEST_DATABASE_URL). */
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../helpers';

describe('the database file is private', () => {
  test('a database file an earlier version left readable by others is made 0600 at start', async () => {
    const earlier = await startServer();
    const database = path.join(earlier.dataDir, 'wellness.sqlite');
    await earlier.app.close();
    fs.chmodSync(database, 0o644);
    fs.chmodSync(earlier.dataDir, 0o755);
    const again = await startServer({ DATA_DIR: earlier.dataDir });
    try {
      expect(fs.statSync(database).mode & 0o777).toBe(0o600);
      expect(fs.statSync(earlier.dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await again.close();
      await earlier.smtp.close();
    }
  });
});
