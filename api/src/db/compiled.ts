import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

/**
 * A query that runs on many requests, built and compiled once per database handle and then run with
 * new values: Kysely otherwise parses and compiles the same text on every run, which for a small query
 * (a session's lookup) takes longer than the database's answer. `build` receives one stand-in per
 * value and must use each only as a value of the query (a parameter), never to shape its text; a
 * stand-in that does not end up among the parameters is refused when the query is first compiled.
 */
export function compiledOnce<DB, Row, Values extends readonly unknown[]>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<QueryResult<Row>> {
  const compiled = new WeakMap<Kysely<DB>, { query: CompiledQuery<Row>; slots: number[] }>();
  const compile = (db: Kysely<DB>) => {
    const standIns = Array.from({ length: build.length - 1 }, (_, i) => Object.freeze({ standIn: i }));
    const query = build(db, ...(standIns as unknown as Values)).compile();
    // Each parameter is either one of the values (its index) or a constant of the query (-1).
    const slots = query.parameters.map((parameter) => standIns.indexOf(parameter as (typeof standIns)[number]));
    if (standIns.some((_, i) => !slots.includes(i))) throw new Error('compiledOnce: every value must be a parameter of the query');
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  };
  return (db, ...values) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : values[slot]));
    return db.executeQuery({ ...query, parameters });
  };
}
