import { type Kysely, type Migration, sql } from "kysely";
import { dialectOf, run } from "./001-initial-schema/shared.js";

const KINDS = "'confirm', 'invite', 'reply', 'notice'";

/**
 * A rights-desk notice (a breach's) may go by WhatsApp: a message kind `notice`, whose row shares its id with
 * the person's person_notices row. PostgreSQL swaps the check; SQLite cannot alter one, so the table is
 * rebuilt from its own stored definition with the wider list, and its indexes made again.
 */
export const whatsappNotices: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === "postgres") {
      await run(db, [
        "alter table whatsapp_messages drop constraint if exists whatsapp_messages_kind_check",
        `alter table whatsapp_messages add constraint whatsapp_messages_kind_check check (kind in (${KINDS}))`,
      ]);
      return;
    }
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where tbl_name = 'whatsapp_messages'`.execute(db);
    const table = rows.find((row) => row.type === "table")?.sql ?? "";
    const widened = table
      .replace(/"?kind"? in \('confirm', 'invite', 'reply'\)/, `"kind" in (${KINDS})`)
      .replace(/create table "?whatsapp_messages"?/i, 'create table "whatsapp_messages_new"');
    if (!widened.includes("'notice'")) throw new Error("whatsapp_messages: the kind check was not where expected");
    const indexes = rows.flatMap((row) => (row.type === "index" && row.sql ? [row.sql] : []));
    await run(db, [
      widened,
      "insert into whatsapp_messages_new select * from whatsapp_messages",
      "drop table whatsapp_messages",
      "alter table whatsapp_messages_new rename to whatsapp_messages",
      ...indexes,
    ]);
  },
};
