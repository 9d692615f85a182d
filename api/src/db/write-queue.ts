import { CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';
import { isUnavailable } from './errors';
import type { Database } from './schema';

/** One unit of work: its writes all commit together or not at all. */
export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

/**
 * Several units of one kind written together (one multi-row insert, say): one output per input, in the
 * order of the inputs. Each input's writes must stand on their own, as if it had been written alone.
 */
export type BulkWork<I, O> = (trx: Transaction<Database>, inputs: readonly I[]) => Promise<O[]>;

interface Job {
  /** Set for a unit of its own (run); null for one input of a bulk write (runBulk). */
  work: Work<unknown> | null;
  bulk: BulkWork<unknown, unknown> | null;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit for small, frequent writes (bookings, rate-limit counts).
 *
 * `run(work)` resolves once the work's transaction has committed, exactly as
 * `db.transaction().execute(work)` would: a caller that answers success after it has its rows on
 * disk (same durability). What changes is the number of commits: the units queued while the event
 * loop turns (many requests at once) run one after the other inside ONE transaction, so one commit
 * (and one write of the touched pages to the WAL) serves them all instead of one each.
 * `runBulk(bulk, input)` is the same for inputs that one statement can write together: the inputs of
 * the same `bulk` queued for one batch are handed to it at once.
 *
 * Each unit still sees all or nothing of its own writes:
 * - a unit that throws is answered with its error, the transaction is rolled back, and the other
 *   units are run again in the next batch (they had written nothing that stays); a bulk write that
 *   throws has its inputs run again each on its own, so that only the faulty one is refused;
 * - a database-wide failure (locked, unreachable: `isUnavailable`) or a failed commit answers every
 *   unit of the batch with that error: nothing of them was written, as when each failed alone.
 * Only one batch runs at a time; units queued meanwhile form the next one.
 */
export class WriteQueue {
  readonly #db: Kysely<Database>;
  readonly #maxBatch: number;
  #pending: Job[] = [];
  #scheduled = false;
  #running: Promise<void> | null = null;

  constructor(db: Kysely<Database>, options: { maxBatch?: number } = {}) {
    this.#db = db;
    this.#maxBatch = Math.max(1, options.maxBatch ?? 200);
  }

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ work, bulk: null, input: undefined, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  runBulk<I, O>(bulk: BulkWork<I, O>, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#pending.push({ work: null, bulk: bulk as BulkWork<unknown, unknown>, input, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  /** Resolves when every unit queued so far has been answered (before the database is closed). */
  async drain(): Promise<void> {
    while (this.#pending.length > 0 || this.#running || this.#scheduled) {
      if (this.#running) await this.#running;
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    // After the I/O phase: every request read in this turn of the event loop has queued its unit.
    setImmediate(this.#flush);
  }

  readonly #flush = (): void => {
    this.#scheduled = false;
    const batch = this.#pending.splice(0, this.#maxBatch);
    if (batch.length === 0) return;
    this.#running = this.#commit(batch).finally(() => {
      this.#running = null;
      if (this.#pending.length > 0) this.#schedule();
    });
  };

  async #commit(batch: Job[]): Promise<void> {
    const results = new Map<Job, unknown>();
    let failed: Job[] | null = null;
    let failure: unknown;
    try {
      await this.#db.transaction().execute(async (trx) => {
        const bulks = new Map<BulkWork<unknown, unknown>, Job[]>();
        for (const job of batch) {
          if (job.work) {
            try {
              results.set(job, await job.work(trx));
            } catch (error) {
              failed = [job];
              failure = error;
              throw error;
            }
          } else {
            const jobs = bulks.get(job.bulk!);
            if (jobs) jobs.push(job);
            else bulks.set(job.bulk!, [job]);
          }
        }
        for (const [bulk, jobs] of bulks) {
          try {
            const outputs = await bulk(trx, jobs.map((job) => job.input));
            if (outputs.length !== jobs.length) throw new Error(`a bulk write answered ${outputs.length} outputs for ${jobs.length} inputs`);
            for (let i = 0; i < jobs.length; i += 1) results.set(jobs[i]!, outputs[i]);
          } catch (error) {
            failed = jobs;
            failure = error;
            throw error;
          }
        }
      });
    } catch (error) {
      this.#failed(batch, failed, failed ? failure : error);
      return;
    }
    for (const job of batch) job.resolve(results.get(job));
  }

  /** The batch was rolled back: refuse what failed, and queue the rest again, first in line. */
  #failed(batch: Job[], failed: Job[] | null, error: unknown): void {
    if (isUnavailable(error)) {
      // The database did not answer (stalled, down, locked or full): the jobs queued behind this batch
      // would wait as long again for the same answer, so they get it now (a 503 within the bar, not
      // one wait per batch).
      for (const job of [...batch, ...this.#pending.splice(0)]) job.reject(error);
      return;
    }
    if (!failed) {
      for (const job of batch) job.reject(error);
      return;
    }
    if (failed.length === 1) {
      failed[0]!.reject(error);
      batch = batch.filter((job) => job !== failed![0]);
    } else {
      // Which input of the bulk write is at fault is unknown: each is written on its own next time.
      for (const job of failed) {
        const { bulk, input } = job;
        job.work = async (trx) => (await bulk!(trx, [input]))[0];
        job.bulk = null;
      }
    }
    this.#pending.unshift(...batch);
  }
}

const MARK = '\u0000param:';

/** The compiled SQL and, for each of its parameters, the name of the value that goes there. */
function compileWithParams<N>(query: Compilable, nameOf: (marker: string) => N): { sql: string; names: N[] } {
  const compiled = query.compile();
  const names = compiled.parameters.map((value) => {
    if (typeof value !== 'string' || !value.startsWith(MARK)) {
      throw new Error(`compiled template: every value must be a param (found ${JSON.stringify(value)} in ${compiled.sql})`);
    }
    return nameOf(value.slice(MARK.length));
  });
  return { sql: compiled.sql, names };
}

/**
 * A query built and compiled once, run many times with new values: `param(name)` stands for a value
 * given at each run. Kysely compiles a query on every execution (building and walking its operation
 * tree); a statement that runs on every booking skips that. Every value of the query must be a
 * `param`, so that none is left behind from the compile-time build.
 */
export function compiledTemplate<V extends object, R = unknown>(
  build: (param: (name: keyof V & string) => any) => Compilable,
): (values: V) => CompiledQuery<R> {
  const { sql, names } = compileWithParams(build((name) => MARK + name), (name) => name as keyof V);
  return (values) => {
    const parameters = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i += 1) parameters[i] = values[names[i]!];
    return CompiledQuery.raw(sql, parameters) as CompiledQuery<R>;
  };
}

/**
 * A statement over several rows (a multi-row insert), compiled once per number of rows: `build` gets
 * that many rows whose every property stands for that row's value. Like compiledTemplate, every
 * value of the statement must come from the rows.
 */
export function compiledRowsTemplate<Row extends object, R = unknown>(
  build: (rows: Readonly<Record<keyof Row & string, any>>[]) => Compilable,
): (rows: readonly Row[]) => CompiledQuery<R> {
  const bySize = new Map<number, { sql: string; names: { row: number; key: keyof Row }[] }>();
  return (rows) => {
    let compiled = bySize.get(rows.length);
    if (!compiled) {
      const markers = rows.map(
        (_row, index) => new Proxy({}, { get: (_target, key) => `${MARK}${index}:${String(key)}` }) as Record<keyof Row & string, any>,
      );
      compiled = compileWithParams(build(markers), (name) => {
        const colon = name.indexOf(':');
        return { row: Number(name.slice(0, colon)), key: name.slice(colon + 1) as keyof Row };
      });
      bySize.set(rows.length, compiled);
    }
    const { sql, names } = compiled;
    const parameters = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i += 1) parameters[i] = rows[names[i]!.row]![names[i]!.key];
    return CompiledQuery.raw(sql, parameters) as CompiledQuery<R>;
  };
}

/**
 * Splits items into runs whose lengths are powers of two (at most `max`), largest first: a multi-row
 * statement is then compiled and prepared for a handful of row counts only.
 */
export function powerOfTwoRuns<T>(items: readonly T[], max = 64): T[][] {
  const runs: T[][] = [];
  let start = 0;
  while (start < items.length) {
    let size = max;
    while (size > items.length - start) size >>= 1;
    runs.push(items.slice(start, start + size));
    start += size;
  }
  return runs;
}
