import { type RawBuilder, type SqlBool, sql } from "kysely";
import { type SearchedTable, searchDocument } from "../../db/migrations/011-search-indexes.js";
import type { Dialect } from "../../db/schema.js";

/** Escapes LIKE's wildcards so that a typed % or _ means itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** FTS5 reads a double-quoted string as one phrase; with the trigram tokenizer that is a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * "Any searched column contains q, ignoring case", answered from the search index of migration 011:
 * FTS5 trigram on SQLite, pg_trgm on PostgreSQL. q has at least three characters (the contract).
 */
export function searchCondition(dialect: Dialect, table: SearchedTable, q: string): RawBuilder<SqlBool> {
  if (dialect === "sqlite") {
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(q)})`;
  }
  return sql<SqlBool>`${searchDocument(table)} like lower(${`%${likeLiteral(q)}%`})`;
}
