import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * survey_responses.invited_until: until when the entry's person (by address) counts as invited, so that
 * the "invited" filter and its counts read an index of the waitlist instead of joining every invite
 * (docs/decisions/104-invited-until.md). Kept by triggers: an accepted invite counts for ever (the
 * sentinel below), an open one (pending or sent) until it expires, anything else not at all (null).
 * "Invited now" is `invited_until > now`, so an invite running out needs no write.
 */
export const INVITED_FOREVER = "9999-12-31T23:59:59.999Z";

/** The latest moment any invite of the address `email` (an SQL expression) keeps its person invited. */
const until = (email: string) =>
  `(select max(case status when 'accepted' then '${INVITED_FOREVER}' else expires_at end) from invites
     where invites.email = ${email} and status in ('pending', 'sent', 'accepted'))`;
const refresh = (email: string) =>
  `update survey_responses set invited_until = ${until(email)} where email = ${email};`;

const SQLITE = [
  `create trigger invites_invited_until_insert after insert on invites begin ${refresh("new.email")} end`,
  `create trigger invites_invited_until_update after update of email, status, expires_at on invites begin
     ${refresh("old.email")} ${refresh("new.email")} end`,
  `create trigger invites_invited_until_delete after delete on invites begin ${refresh("old.email")} end`,
  // An address invited before it joined the waitlist (a manual invite) is invited from its first row on.
  `create trigger survey_responses_invited_until_insert after insert on survey_responses
     when exists (select 1 from invites where email = new.email) begin
     update survey_responses set invited_until = ${until("new.email")} where rowid = new.rowid; end`,
  `create trigger survey_responses_invited_until_email after update of email on survey_responses begin
     update survey_responses set invited_until = ${until("new.email")} where rowid = new.rowid; end`,
];

/** PostgreSQL refreshes per statement (transition tables), so a bulk insert is one join, not a loop. */
const refreshFrom = (changed: string) =>
  `update survey_responses set invited_until = ${until("survey_responses.email")}
     where email in (select email from ${changed});`;
const POSTGRES = [
  `create function invites_invited_until() returns trigger language plpgsql as $$
   begin
     if tg_op in ('INSERT', 'UPDATE') then ${refreshFrom("new_rows")} end if;
     if tg_op in ('UPDATE', 'DELETE') then ${refreshFrom("old_rows")} end if;
     return null;
   end $$`,
  `create trigger invites_invited_until_insert after insert on invites
     referencing new table as new_rows for each statement execute function invites_invited_until()`,
  `create trigger invites_invited_until_update after update on invites
     referencing old table as old_rows new table as new_rows for each statement execute function invites_invited_until()`,
  `create trigger invites_invited_until_delete after delete on invites
     referencing old table as old_rows for each statement execute function invites_invited_until()`,
  `create function survey_responses_invited_until() returns trigger language plpgsql as $$
   begin
     update survey_responses set invited_until = ${until("survey_responses.email")} from new_rows
       where survey_responses.id = new_rows.id and exists (select 1 from invites where invites.email = new_rows.email);
     return null;
   end $$`,
  `create trigger survey_responses_invited_until_insert after insert on survey_responses
     referencing new table as new_rows for each statement execute function survey_responses_invited_until()`,
  `create function survey_responses_invited_until_email() returns trigger language plpgsql as $$
   begin
     new.invited_until := ${until("new.email")};
     return new;
   end $$`,
  `create trigger survey_responses_invited_until_email before update of email on survey_responses
     for each row execute function survey_responses_invited_until_email()`,
];

export const invitedUntil: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("survey_responses").addColumn("invited_until", "text").execute();
    await sql
      .raw(`update survey_responses set invited_until = ${until("survey_responses.email")}
              where email in (select email from invites where status in ('pending', 'sent', 'accepted'))`)
      .execute(db);
    // "Invited" alone and "invited in this city" are ranges of this index; neither reads the table.
    await db.schema
      .createIndex("survey_responses_invited_until_home_city")
      .on("survey_responses")
      .columns(["invited_until", "home_city"])
      .execute();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
