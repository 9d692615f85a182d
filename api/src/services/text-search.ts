import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The text filters' one meaning (unchanged by issue 8): lower(column), lower-cased by the database's
 * lower(), contains the typed text lower-cased by JavaScript. SQLite's lower() folds ASCII letters
 * only, PostgreSQL's follows the database's locale.
 */
export function filterText(text: string): string {
  return text.toLowerCase();
}

/** A case-insensitive "contains" pattern with LIKE's wildcards in the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${filterText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE pattern, the same on SQLite and PostgreSQL. */
export function containsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/**
 * The same test written so that PostgreSQL cannot answer it from the pg_trgm index (which has no
 * order): for a page read in list order through the open-list index, testing rows until it is full.
 */
export function containsIgnoringCaseInOrder(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`(lower(${sql.ref(column)}) || '') like ${containsPattern(text)} escape '\\'`;
}

/**
 * The SQLite trigram tables (migration 0002) hold the trigrams of lower(column), case-sensitive: a
 * phrase of filterText(text) matches exactly the rows whose lower(column) contains it, which is what
 * containsIgnoringCase tests. Text shorter than 3 characters (code points) has no trigram.
 */
export const TRIGRAM_MIN_LENGTH = 3;

export function usesTrigrams(text: string): boolean {
  return Array.from(filterText(text)).length >= TRIGRAM_MIN_LENGTH;
}

/** An FTS5 query of filterText(text) as one phrase (every character literal). */
export function trigramPhrase(text: string): string {
  return `"${filterText(text).replace(/"/g, '""')}"`;
}
