import type { Kysely } from "kysely";
import { type Dialect, run } from "./shared.js";

/**
 * Two columns of survey_responses that state a fact about the person's invites (by address), kept by
 * triggers on both tables so that the waitlist's "invited" filters, counts and lines read an index of the
 * waitlist instead of joining every invite.
 */
export interface EntryFromInvites {
  /** The survey_responses column, which also names the triggers and functions. */
  column: string;
  /** The SQL subquery that works the fact out for the address `email` (an SQL expression). */
  value: (email: string) => string;
  /** The invites' columns `value` reads. */
  watched: string;
  /** Whether a new entry is filled in by a trigger (an address invited before it joined the waitlist). */
  fillsNewEntries: boolean;
}

/** The sentinel `invited_until` of an accepted invite: it counts for ever. */
export const INVITED_FOREVER = "9999-12-31T23:59:59.999Z";

/**
 * invited_until: until when the person counts as invited (docs/decisions/104-invited-until-and-search-plans.md).
 * An accepted invite counts for ever, an open one (pending or sent) until it expires, anything else not at
 * all (null). "Invited now" is `invited_until > now`, so an invite running out needs no write.
 */
const INVITED_UNTIL: EntryFromInvites = {
  column: "invited_until",
  value: (email) =>
    `(select max(case status when 'accepted' then '${INVITED_FOREVER}' else expires_at end) from invites
     where invites.email = ${email} and status in ('pending', 'sent', 'accepted'))`,
  watched: "email, status, expires_at",
  fillsNewEntries: true,
};

/**
 * invited_at: when the person reached the funnel's "invited" step, the first of their invites that was not
 * revoked (docs/product.md, Funnel), or null: "invited waitlists" is a count of a small index (funnel.ts).
 * A new entry of an address invited before is dated by the funnel's read model when it rolls the entry up
 * (server/services/funnel/read-model.ts, with the same subquery: runtime-copies.test.ts), so a sign-up
 * fires nothing for it.
 */
export const INVITED_AT: EntryFromInvites = {
  column: "invited_at",
  value: (email) => `(select min(created_at) from invites where invites.email = ${email} and status <> 'revoked')`,
  watched: "email, status, created_at",
  fillsNewEntries: false,
};

/** SQLite refreshes the entries of each changed invite's address (old and new), row by row. */
function sqliteTriggers({ column, value, watched, fillsNewEntries }: EntryFromInvites) {
  const refresh = (email: string) => `update survey_responses set ${column} = ${value(email)} where email = ${email};`;
  return [
    `create trigger invites_${column}_insert after insert on invites begin ${refresh("new.email")} end`,
    `create trigger invites_${column}_update after update of ${watched} on invites begin
     ${refresh("old.email")} ${refresh("new.email")} end`,
    `create trigger invites_${column}_delete after delete on invites begin ${refresh("old.email")} end`,
    ...(fillsNewEntries
      ? [
          `create trigger survey_responses_${column}_insert after insert on survey_responses
     when exists (select 1 from invites where email = new.email) begin
     update survey_responses set ${column} = ${value("new.email")} where rowid = new.rowid; end`,
        ]
      : []),
    `create trigger survey_responses_${column}_email after update of email on survey_responses begin
     update survey_responses set ${column} = ${value("new.email")} where rowid = new.rowid; end`,
  ];
}

/** PostgreSQL refreshes per statement (transition tables), so a bulk insert is one join, not a loop. */
function postgresTriggers({ column, value, fillsNewEntries }: EntryFromInvites) {
  const refreshFrom = (changed: string) =>
    `update survey_responses set ${column} = ${value("survey_responses.email")}
     where email in (select email from ${changed});`;
  return [
    `create function invites_${column}() returns trigger language plpgsql as $$
   begin
     if tg_op in ('INSERT', 'UPDATE') then ${refreshFrom("new_rows")} end if;
     if tg_op in ('UPDATE', 'DELETE') then ${refreshFrom("old_rows")} end if;
     return null;
   end $$`,
    `create trigger invites_${column}_insert after insert on invites
     referencing new table as new_rows for each statement execute function invites_${column}()`,
    `create trigger invites_${column}_update after update on invites
     referencing old table as old_rows new table as new_rows for each statement execute function invites_${column}()`,
    `create trigger invites_${column}_delete after delete on invites
     referencing old table as old_rows for each statement execute function invites_${column}()`,
    ...(fillsNewEntries
      ? [
          `create function survey_responses_${column}() returns trigger language plpgsql as $$
   begin
     update survey_responses set ${column} = ${value("survey_responses.email")} from new_rows
       where survey_responses.id = new_rows.id and exists (select 1 from invites where invites.email = new_rows.email);
     return null;
   end $$`,
          `create trigger survey_responses_${column}_insert after insert on survey_responses
     referencing new table as new_rows for each statement execute function survey_responses_${column}()`,
        ]
      : []),
    // Before the update, so the entry's new address and its fact are written as one row version.
    `create function survey_responses_${column}_email() returns trigger language plpgsql as $$
   begin
     new.${column} := ${value("new.email")};
     return new;
   end $$`,
    `create trigger survey_responses_${column}_email before update of email on survey_responses
     for each row execute function survey_responses_${column}_email()`,
  ];
}

export async function createInvitedEntries(db: Kysely<unknown>, dialect: Dialect) {
  for (const fact of [INVITED_UNTIL, INVITED_AT]) {
    await run(db, dialect === "sqlite" ? sqliteTriggers(fact) : postgresTriggers(fact));
  }
}
