import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * Personal-link e-mail waiting to go out (docs/product.md, Sign-up's own page): written in the same
 * transaction as the sign-up that causes it (or with the link request), deleted once sent or given up.
 * A server that dies after answering leaves the row, and the next start sends it: no acknowledged sign-up
 * goes without its e-mail. `due_at` is when it may be tried (again); a claim moves it 30 s ahead, so
 * an instance that died mid-send hands it on. `token_hash` is the link's token of the last attempt, replaced
 * on a retry so one e-mail never leaves more than one live link. Every sign-up writes here, so the table
 * is one b-tree (without rowid on SQLite) and has no other index: it holds only the e-mail of the last
 * seconds (minutes while a mail server is down), so the sender and an erasure simply scan it.
 */
export const pendingPersonalMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("pending_personal_mail")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("due_at", "text", (c) => c.notNull())
      .addColumn("token_hash", "text")
      .modifyEnd(sql.raw(db.getExecutor().adapter instanceof SqliteAdapter ? "without rowid" : ""))
      .execute();
  },
};
