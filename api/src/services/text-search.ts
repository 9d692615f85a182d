import { type Expression, type SqlBool, sql } from 'kysely';

/** A case-insensitive "contains" pattern with LIKE's wildcards in the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(column) LIKE pattern, the same on SQLite and PostgreSQL. */
export function containsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
