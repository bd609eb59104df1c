import { type Kysely, type Migration, sql } from "kysely";
import { dialectOf, run } from "./001-initial-schema/shared.js";

/**
 * The consent ledger (docs/product.md, Consent): one row per consent, withdrawal or erasure, never updated,
 * each carrying the hash of the one before it (a chain per database). `subject` is a keyed pseudonym of the
 * entry, kept on the entry too, so no record ever holds a name, address or number. On PostgreSQL a trigger
 * numbers and chains each row under a lock on the chain's head (one sign-up statement inserts several);
 * on SQLite, whose transactions take the write lock at once, the server computes them.
 *
 * The hash is SHA-256 over `prev|seq|subject|purpose|action|notice_version|language|channel|at|detail`,
 * the same text the server hashes (services/consent/chain.ts).
 */
export const consentLedger: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .alterTable("survey_responses")
      .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
    await db.schema.alterTable("survey_responses").addColumn("consent_subject", "text").execute();
    await db.schema
      .createTable("consent_records")
      .addColumn("seq", "integer", (c) => c.primaryKey())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("notice_version", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      // A purge record's list of the records it removed (seq and hash each); '' otherwise.
      .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("prev_hash", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("consent_records_subject").on("consent_records").columns(["subject", "seq"]).execute();
    if (dialect === "sqlite") {
      await run(db, [
        `create trigger consent_records_never_updated before update on consent_records
         begin select raise(abort, 'consent records are never updated'); end`,
      ]);
      return;
    }
    await db.schema
      .createTable("consent_chain")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .execute();
    await sql`insert into consent_chain (id, seq, hash) values (1, 0, ${"0".repeat(64)})`.execute(db);
    await run(db, [
      `create function consent_records_chain() returns trigger language plpgsql as $$
       declare head record;
       begin
         update consent_chain set seq = seq + 1 where id = 1 returning seq, hash into head;
         new.seq := head.seq;
         new.prev_hash := head.hash;
         new.hash := encode(sha256(convert_to(concat_ws('|', head.hash, head.seq::text, new.subject, new.purpose,
           new.action, new.notice_version, new.language, new.channel, new.at, new.detail), 'UTF8')), 'hex');
         update consent_chain set hash = new.hash where id = 1;
         return new;
       end $$`,
      `create trigger consent_records_chain before insert on consent_records
       for each row execute function consent_records_chain()`,
      `create function consent_records_never_updated() returns trigger language plpgsql as $$
       begin raise exception 'consent records are never updated'; end $$`,
      `create trigger consent_records_never_updated before update on consent_records
       for each row execute function consent_records_never_updated()`,
    ]);
  },
};
