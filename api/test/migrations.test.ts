import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from '../src/db/database';

/**
 * A shipped migration is never edited (a database migrated by the earlier text would differ from one
 * migrated by the new text, and nothing would run to bring it level): fixes come as new migrations.
 * Each shipped file's SHA-256 is committed in checksums.json; a new migration adds its line there.
 */
describe('shipped migrations are never edited', () => {
  const dir = path.join(__dirname, '..', 'src', 'db', 'migrations');
  const recorded = JSON.parse(fs.readFileSync(path.join(dir, 'checksums.json'), 'utf8')) as Record<string, string>;
  const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.*\.ts$/.test(f)).sort();

  test.each(files.map((f) => [f]))('%s has the checksum it shipped with', (file) => {
    const sum = createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex');
    expect([file, sum]).toEqual([file, recorded[file]]);
  });

  test('every migration file is registered, in order, and none was removed', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(files.map((f) => f.replace(/\.ts$/, '')));
    expect(Object.keys(recorded).sort()).toEqual(files);
  });
});
