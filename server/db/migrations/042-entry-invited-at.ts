import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * survey_responses.invited_at: when the entry's person (by address) reached the funnel's "invited" step,
 * the first of their invites that was not revoked (docs/product.md, Funnel), or null. Kept by triggers, so
 * that "invited waitlists" is a count of a small index instead of grouping every invite and joining it to
 * the waitlist (decision 103). Never change what this file writes: a later migration would.
 */
const first = (email: string) =>
  `(select min(created_at) from invites where invites.email = ${email} and status <> 'revoked')`;
const refresh = (email: string) => `update survey_responses set invited_at = ${first(email)} where email = ${email};`;

const SQLITE = [
  `create trigger invites_invited_at_insert after insert on invites begin ${refresh("new.email")} end`,
  `create trigger invites_invited_at_update after update of email, status, created_at on invites begin
     ${refresh("old.email")} ${refresh("new.email")} end`,
  `create trigger invites_invited_at_delete after delete on invites begin ${refresh("old.email")} end`,
  // An address invited before it joined the waitlist (a manual invite) is invited from its first row on.
  `create trigger survey_responses_invited_at_insert after insert on survey_responses
     when exists (select 1 from invites where email = new.email) begin
     update survey_responses set invited_at = ${first("new.email")} where rowid = new.rowid; end`,
  `create trigger survey_responses_invited_at_email after update of email on survey_responses begin
     update survey_responses set invited_at = ${first("new.email")} where rowid = new.rowid; end`,
];

/** PostgreSQL refreshes per statement from transition tables, so a bulk insert is one update. */
const refreshFrom = (changed: string) =>
  `update survey_responses set invited_at = ${first("survey_responses.email")}
     where email in (select email from ${changed})`;
const POSTGRES = [
  `create function invites_invited_at() returns trigger language plpgsql as $$
   begin
     if tg_op in ('INSERT', 'UPDATE') then ${refreshFrom("new_rows")}; end if;
     if tg_op in ('UPDATE', 'DELETE') then ${refreshFrom("old_rows")}; end if;
     return null;
   end $$`,
  `create trigger invites_invited_at_insert after insert on invites
     referencing new table as new_rows for each statement execute function invites_invited_at()`,
  `create trigger invites_invited_at_update after update on invites referencing old table as old_rows
     new table as new_rows for each statement execute function invites_invited_at()`,
  `create trigger invites_invited_at_delete after delete on invites
     referencing old table as old_rows for each statement execute function invites_invited_at()`,
  // Before the row is written: new entries and changed addresses take their invites' first date.
  `create function survey_responses_invited_at() returns trigger language plpgsql as $$
   begin
     new.invited_at := ${first("new.email")};
     return new;
   end $$`,
  `create trigger survey_responses_invited_at before insert or update of email on survey_responses
     for each row execute function survey_responses_invited_at()`,
];

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
