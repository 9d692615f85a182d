import { type Expression, type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The text filters' one meaning: what is typed is found where it starts a word of the column, ignoring
 * case and whatever stands between words (spaces, commas, hyphens, slashes). "sneha", "SNEHA K" and
 * "kul" find "Sneha Kulkarni"; "warje" and "malwadi" find "12, Warje-Malwadi Road"; "ulkarni" finds
 * nothing. A word is a run of letters (with their marks, as Devanagari writes vowels) and digits.
 *
 * That meaning has an index on both databases: customer_search_terms holds, for each customer, the
 * normalised text from the start of each of its words to its end, and a filter is a range of that
 * index (every term that starts with the typed text), counted and paged without reading the customers.
 * A "contains" test has no such index: it read every open customer's entry, about 10 ms at 100,000.
 */

const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/gu;

/** Lower case, one space between words, none around them: the form terms and typed text are compared in. */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(BETWEEN_WORDS, ' ').trim();
}

/** Whether `text` has a word at which the typed `query` starts (an empty query: a filter left blank, everything). */
export function matchesWordStart(text: string, query: string): boolean {
  const q = searchKey(query);
  if (query.trim() === '') return true;
  if (q === '') return false;
  const key = searchKey(text);
  return key.startsWith(q) || key.includes(` ${q}`);
}

/** Code points, the unit both databases count text in (JavaScript's length counts UTF-16 units). */
function codePoints(text: string): string[] {
  return Array.from(text);
}

/** Sorted as SQLite's BINARY and PostgreSQL's "C" collation sort: by code point (their UTF-8 bytes). */
function byCodePoint(texts: string[]): string[] {
  return texts
    .map((text) => ({ text, bytes: Buffer.from(text) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ text }) => text);
}

/**
 * A text's terms, in index order, each with `lcp`: how many code points it shares at its start with
 * the term before it (0 for the first). The terms that start with a typed text are neighbours in
 * that order, and only the first of them shares fewer code points than the text has with the one
 * before: so `lcp < length of the typed text` keeps one term per customer, and a filter counts and
 * pages customers with no DISTINCT ("sneha" finds "sneha snehal" and "snehal", once).
 */
export function searchTerms(text: string): { term: string; lcp: number }[] {
  const key = searchKey(text);
  if (key === '') return [];
  const starts = [0];
  for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) starts.push(i + 1);
  const terms = byCodePoint([...new Set(starts.map((i) => key.slice(i)))]);
  return terms.map((term, i) => {
    if (i === 0) return { term, lcp: 0 };
    const before = codePoints(terms[i - 1] as string);
    const here = codePoints(term);
    let lcp = 0;
    while (lcp < here.length && before[lcp] === here[lcp]) lcp += 1;
    return { term, lcp };
  });
}

export type SearchColumn = 'name' | 'address';

type TermsOf = { id: number; name: string; address: string; created_at: string; status: string };

/** A new customer's terms, in the caller's transaction. */
export async function insertSearchTerms(trx: Kysely<Database>, customer: TermsOf): Promise<void> {
  const open = customer.status === 'completed' ? 0 : 1;
  const rows = (['name', 'address'] as const).flatMap((field) =>
    searchTerms(customer[field]).map(({ term, lcp }) => ({ field, open, term, lcp, created_at: customer.created_at, customer_id: customer.id })),
  );
  if (rows.length > 0) await trx.insertInto('customer_search_terms').values(rows).execute();
}

/** A customer's terms after its name or address changed, in the caller's transaction. */
export async function rewriteSearchTerms(trx: Kysely<Database>, customerId: number): Promise<void> {
  const customer = await trx.selectFrom('customers').select(['id', 'name', 'address', 'created_at', 'status']).where('id', '=', customerId).executeTakeFirst();
  await trx.deleteFrom('customer_search_terms').where('customer_id', '=', customerId).execute();
  if (customer) await insertSearchTerms(trx, customer);
}

/**
 * Every customer's terms written again, 500 customers per transaction: for customers written outside
 * the API (an import, psql), whose terms nothing wrote. Answers how many customers it went through.
 */
export async function rebuildSearchTerms(db: Kysely<Database>): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const batch = await db.selectFrom('customers').select('id').where('id', '>', after).orderBy('id').limit(500).execute();
    if (batch.length === 0) return done;
    await db.transaction().execute(async (trx) => {
      for (const { id } of batch) await rewriteSearchTerms(trx, id);
    });
    after = batch.at(-1)?.id ?? after;
    done += batch.length;
  }
}

/** The smallest text after every text that starts with `prefix`, in code point order. */
function pastPrefix(prefix: string): string {
  const points = codePoints(prefix);
  const last = (points.pop() as string).codePointAt(0) as number;
  return points.join('') + String.fromCodePoint(last + 1);
}

/**
 * The terms of `column` at which the typed text starts (of customers whose request is not completed,
 * or of all): a range of the index. False (no term) when the text has no word.
 */
export function termRange(column: SearchColumn, text: string, open: 'open' | 'any'): Expression<SqlBool> {
  const q = searchKey(text);
  if (q === '') return sql<SqlBool>`1 = 0`;
  const openIn = open === 'open' ? sql`open = 1` : sql`open in (0, 1)`;
  return sql<SqlBool>`field = ${column} and ${openIn} and term >= ${q} and term < ${pastPrefix(q)}`;
}

/** The same range of open customers' terms, one term per customer (see searchTerms): what a count reads. */
export function termsMatching(column: SearchColumn, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${termRange(column, text, 'open')} and lcp < ${codePoints(searchKey(text)).length}`;
}
