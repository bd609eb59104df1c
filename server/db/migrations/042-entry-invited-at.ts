import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import { entryFromInvitesSql } from "./entry-from-invites.js";

/**
 * survey_responses.invited_at: when the entry's person (by address) reached the funnel's "invited" step,
 * the first of their invites that was not revoked (docs/product.md, Funnel), or null. Kept by triggers, so
 * that "invited waitlists" is a count of a small index instead of grouping every invite and joining it to
 * the waitlist (decision 103). Never change what this file writes: a later migration would.
 */
const first = (email: string) =>
  `(select min(created_at) from invites where invites.email = ${email} and status <> 'revoked')`;
const { sqlite: SQLITE, postgres: POSTGRES } = entryFromInvitesSql({
  column: "invited_at",
  value: first,
  watched: "email, status, created_at",
});

export const entryInvitedAt: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("survey_responses").addColumn("invited_at", "text").execute();
    await sql
      .raw(`update survey_responses set invited_at = ${first("survey_responses.email")}
              where email in (select email from invites where status <> 'revoked')`)
      .execute(db);
    // Only invited entries are in it: counting them reads a tenth of the waitlist at most.
    await db.schema
      .createIndex("survey_responses_invited_at")
      .on("survey_responses")
      .column("invited_at")
      .where(sql.ref("invited_at"), "is not", null)
      .execute();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
