import fs from 'node:fs';
import { type Kysely, Migrator, sql } from 'kysely';
import { MIGRATIONS } from '../db/database';
import { isDiskFull } from '../db/errors';
import type { Database } from '../db/schema';

/** Less free space than this on the SQLite disk and the API says it is not ready. */
const MIN_FREE_BYTES = 16 * 1024 * 1024;
/** A write refused for a full disk keeps the API not ready this long (unless space comes back sooner). */
const DISK_FULL_HOLD_MS = 60_000;

export interface ReadinessReport {
  ready: boolean;
  database: 'ok' | 'unavailable';
  disk: 'ok' | 'full' | 'not-writable' | 'not-checked';
  migrations: 'current' | 'pending' | 'unknown';
}

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What /health/ready tells a load balancer: the database answers a query within 1 s, the disk of the
 * SQLite file has room and takes writes, and every migration of this build has run.
 */
export class Readiness {
  private diskFullAt = 0;
  private migrationsCurrent = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dataDir: string | null,
  ) {}

  /** Called with every failed request's error: a full disk keeps the API not ready for a while. */
  noteError(error: unknown): void {
    if (isDiskFull(error)) this.diskFullAt = Date.now();
  }

  /** A write went through: the disk has room again. */
  noteWriteSucceeded(): void {
    this.diskFullAt = 0;
  }

  /** Whether the database answers a query at all (/health: no time limit, unlike the readiness probe). */
  async databaseAnswers(): Promise<boolean> {
    return sql`select 1`.execute(this.db).then(
      () => true,
      () => false,
    );
  }

  async check(): Promise<ReadinessReport> {
    const database = await withinMs(sql`select 1`.execute(this.db), 1000).then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
    const disk = await this.checkDisk();
    const migrations = database === 'ok' ? await this.checkMigrations() : 'unknown';
    return { ready: database === 'ok' && (disk === 'ok' || disk === 'not-checked') && migrations === 'current', database, disk, migrations };
  }

  private async checkDisk(): Promise<ReadinessReport['disk']> {
    if (!this.dataDir) return 'not-checked';
    try {
      const stats = await fs.promises.statfs(this.dataDir);
      const free = stats.bavail * stats.bsize;
      if (free < MIN_FREE_BYTES) return 'full';
      await fs.promises.access(this.dataDir, fs.constants.W_OK);
    } catch {
      return 'not-writable';
    }
    if (Date.now() - this.diskFullAt < DISK_FULL_HOLD_MS) return 'full';
    return 'ok';
  }

  private async checkMigrations(): Promise<ReadinessReport['migrations']> {
    if (this.migrationsCurrent) return 'current';
    try {
      const migrator = new Migrator({ db: this.db, provider: { getMigrations: async () => MIGRATIONS } });
      const all = await withinMs(migrator.getMigrations(), 1000);
      this.migrationsCurrent = all.every((m) => m.executedAt !== undefined);
      return this.migrationsCurrent ? 'current' : 'pending';
    } catch {
      return 'unknown';
    }
  }
}
