import { type Kysely, type Migration, sql } from "kysely";
import { dialectOf } from "./001-initial-schema/shared.js";

/** The delivery queues whose rows an instance claims by moving a due time ahead (server/services/claims/instance-claims.ts). */
const CLAIMED = ["pending_personal_mail", "whatsapp_messages", "invites", "webhook_deliveries"];

/**
 * Which instance holds a claim: a restarted instance takes its own claims back at once, and a stopping one
 * hands them back, instead of leaving them to a lease of up to minutes. And, on PostgreSQL, queries without
 * parallel workers (docs/history.md, 251) as the database's own setting, since a transaction-mode pooler
 * refuses a connection's `options`; a role that may not change its database keeps the server's default.
 */
export const instanceClaims: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of CLAIMED) {
      await db.schema.alterTable(table).addColumn("claimed_by", "text").execute();
    }
    if (dialectOf(db) === "sqlite") return;
    await sql`do $$ begin
      execute format('alter database %I set max_parallel_workers_per_gather = 0', current_database());
      exception when insufficient_privilege then null;
    end $$`.execute(db);
  },
};
