import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The name and address filters find the typed text at the start of a word (services/text-search.ts),
 * through customer_search_terms: one row per customer, column and term, keyed in the order a filter
 * reads them (column, open or not, term, list order). A filter is then a range of that key on both
 * databases, where a "contains" LIKE read every open customer's entry (SQLite, ~10 ms at 100,000
 * customers) or needed pg_trgm (PostgreSQL). The rows are written with each customer by the API;
 * `open` and `created_at` follow the customer's row through a trigger, whatever writes it.
 * The terms of existing customers are computed below by a copy of the API's term function as it was
 * when this migration shipped (services/text-search.ts): a migration must not change when live code does.
 * (Until 2026-11-28 it imported the live function; the copy is the same code, so databases migrated
 * either way hold the same rows. checksums.json records the repaired text.)
 */
/** The columns this migration reads and writes, as they are when it runs. */
type Tables = {
  customers: { id: number; name: string; address: string; created_at: string; status: string };
  customer_search_terms: { field: string; open: number; term: string; created_at: string; customer_id: number; lcp: number };
};

const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/gu;

/** A text's terms in index order, each with how many code points it shares with the term before it. */
export function searchTermsAtShipping(text: string): { term: string; lcp: number }[] {
  const key = text.toLowerCase().replace(BETWEEN_WORDS, ' ').trim();
  if (key === '') return [];
  const starts = [0];
  for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) starts.push(i + 1);
  // By code point (UTF-8 bytes), as SQLite's BINARY and PostgreSQL's "C" collation order.
  const terms = [...new Set(starts.map((i) => key.slice(i)))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return terms.map((term, i) => {
    if (i === 0) return { term, lcp: 0 };
    const before = Array.from(terms[i - 1] as string);
    const here = Array.from(term);
    let lcp = 0;
    while (lcp < here.length && before[lcp] === here[lcp]) lcp += 1;
    return { term, lcp };
  });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL: the Migrator runs each migration in a transaction; SQLite: it does not, and a
  // half-done upgrade would leave a database that cannot start.
  if (isPostgres(db)) await upIn(db, true);
  else await db.transaction().execute((trx) => upIn(trx, false));
}

async function upIn(untyped: Kysely<unknown>, pg: boolean): Promise<void> {
  const db = untyped.withTables<Tables>();
  // Terms compare by code point on both databases ("C" on PostgreSQL, BINARY on SQLite), so that
  // every term that starts with a text lies in one range.
  await db.schema
    .createTable('customer_search_terms')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('term', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('lcp', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_search_terms_pk', ['field', 'open', 'term', 'created_at', 'customer_id'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // A customer's terms: for the trigger below, and to test one customer against a filter (covering).
  await db.schema.createIndex('customer_search_terms_customer').on('customer_search_terms').columns(['customer_id', 'field', 'open', 'term']).execute();

  if (pg) {
    await sql`create function customer_search_terms_follow() returns trigger language plpgsql as $$
      begin
        update customer_search_terms set open = case when new.status = 'completed' then 0 else 1 end, created_at = new.created_at
          where customer_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger customer_search_terms_follow after update of status, created_at on customers for each row
      when ((old.status = 'completed') <> (new.status = 'completed') or old.created_at <> new.created_at)
      execute function customer_search_terms_follow()`.execute(db);
    // The filters no longer read them; each booking wrote them.
    await sql`drop index if exists customers_name_trgm`.execute(db);
    await sql`drop index if exists customers_address_trgm`.execute(db);
  } else {
    // It held lower(name) and lower(address) for the LIKE filters; the open list reads customers_created_at
    // (created_at, id, status), passing over completed customers' entries, and each booking writes one
    // index entry fewer.
    await sql`drop index if exists customers_open_both`.execute(db);
    await sql`create trigger customer_search_terms_follow after update of status, created_at on customers
      when (old.status = 'completed') <> (new.status = 'completed') or old.created_at <> new.created_at
      begin
        update customer_search_terms set open = case when new.status = 'completed' then 0 else 1 end, created_at = new.created_at
          where customer_id = new.id;
      end`.execute(db);
  }

  // Existing customers, in batches: a bounded statement size on both databases.
  let after = 0;
  for (;;) {
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'name', 'address', 'created_at', 'status'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (customers.length === 0) break;
    const rows = customers.flatMap((c) =>
      (['name', 'address'] as const).flatMap((field) =>
        searchTermsAtShipping(c[field]).map(({ term, lcp }) => ({
          field,
          open: c.status === 'completed' ? 0 : 1,
          term,
          created_at: c.created_at,
          customer_id: c.id,
          lcp,
        })),
      ),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('customer_search_terms')
        .values(rows.slice(i, i + 500))
        .execute();
    after = customers.at(-1)?.id ?? after;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists customer_search_terms_follow on customers`.execute(db);
    await sql`drop function if exists customer_search_terms_follow()`.execute(db);
  } else {
    await sql`drop trigger if exists customer_search_terms_follow`.execute(db);
    await sql`create index if not exists customers_open_both on customers (created_at, id, lower(name), lower(address)) where status <> 'completed'`.execute(
      db,
    );
  }
  await db.schema.dropTable('customer_search_terms').execute();
}
