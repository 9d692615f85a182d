import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from './config';

/**
 * `npm run backup -w api -- <folder> [--keep=N]`: a consistent copy of the live database into
 * <folder>, named by the time, keeping the newest N (default 14). SQLite: SQLite's online backup (the
 * API keeps running, readers and writers are not blocked), restored by copying the file back as
 * DATA_DIR/wellness.sqlite while the API is stopped. PostgreSQL: `pg_dump --format=custom`, restored
 * with `pg_restore --clean --if-exists -d <DATABASE_URL> <file>`.
 */
async function main(argv: string[]): Promise<number> {
  const folder = argv.find((a) => !a.startsWith('--'));
  const keep = Number(/^--keep=(\d+)$/.exec(argv.find((a) => a.startsWith('--keep=')) ?? '')?.[1] ?? 14);
  if (!folder || !Number.isInteger(keep) || keep < 1) {
    console.error('usage: npm run backup -w api -- <folder> [--keep=N]');
    return 2;
  }
  const config = loadConfig();
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let file: string;
  const { databaseUrl } = config;
  if (databaseUrl) {
    file = path.join(folder, `wellness-${stamp}.pgdump`);
    await new Promise<void>((resolve, reject) => {
      execFile('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl], (err, _out, stderr) =>
        err ? reject(new Error(`pg_dump failed: ${stderr || err.message}`)) : resolve(),
      );
    });
  } else {
    const source = path.join(config.dataDir, 'wellness.sqlite');
    if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
    file = path.join(folder, `wellness-${stamp}.sqlite`);
    const db = new SQLite(source, { fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
  }
  fs.chmodSync(file, 0o600);
  console.log(`backup written: ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);

  const ours = fs
    .readdirSync(folder)
    .filter((name) => /^wellness-.*\.(sqlite|pgdump)$/.test(name))
    .sort()
    .reverse();
  for (const old of ours.slice(keep)) {
    fs.rmSync(path.join(folder, old));
    console.log(`older backup removed: ${old}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
