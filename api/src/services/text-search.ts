import { type Expression, sql, type SqlBool } from 'kysely';

/**
 * The text filters' one meaning: lower(column), lower-cased by the database's
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
