import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * SQLite: erased people leave no trace in the search indexes (docs/product.md, Erasure; DPDP Act 2023).
 * By default FTS5 keeps a deleted row's terms in the old segment and only adds a delete marker, so the
 * name, e-mail, company and phone of an erased person could be read back from `*_fts_data`. With the
 * `secure-delete` option (stored in the index's config, so it holds for every connection) a delete removes
 * the entries themselves. The rebuild then rewrites each index from the rows that exist now, which purges
 * what earlier erasures left behind; the freed pages are zeroed (the connection runs `secure_delete`).
 * PostgreSQL has no such index: its pg_trgm indexes drop a deleted row's entries on vacuum.
 */
const FTS_TABLES = ["survey_responses_fts", "invites_fts"] as const;

export const ftsSecureDelete: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    for (const fts of FTS_TABLES) {
      await sql.raw(`insert into ${fts}(${fts}, rank) values ('secure-delete', 1)`).execute(db);
      await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
      await sql.raw(`insert into ${fts}(${fts}) values ('optimize')`).execute(db);
    }
  },
};
