/**
 * Triggers that keep a column of survey_responses equal to a fact about the person's invites (by address),
 * for migrations 013 (invited_until) and 042 (invited_at). `value(email)` is the SQL subquery that works
 * the fact out for the address `email`; `watched` are the invites' columns it reads. The statements this
 * writes must never change for a shipped migration: add a new function instead.
 */
export interface EntryFromInvites {
  /** The survey_responses column, which also names the triggers and functions. */
  column: string;
  value: (email: string) => string;
  watched: string;
}

export function entryFromInvitesSql({ column, value, watched }: EntryFromInvites) {
  const refresh = (email: string) => `update survey_responses set ${column} = ${value(email)} where email = ${email};`;
  const sqlite = [
    `create trigger invites_${column}_insert after insert on invites begin ${refresh("new.email")} end`,
    `create trigger invites_${column}_update after update of ${watched} on invites begin
     ${refresh("old.email")} ${refresh("new.email")} end`,
    `create trigger invites_${column}_delete after delete on invites begin ${refresh("old.email")} end`,
    // An address invited before it joined the waitlist (a manual invite) is invited from its first row on.
    `create trigger survey_responses_${column}_insert after insert on survey_responses
     when exists (select 1 from invites where email = new.email) begin
     update survey_responses set ${column} = ${value("new.email")} where rowid = new.rowid; end`,
    `create trigger survey_responses_${column}_email after update of email on survey_responses begin
     update survey_responses set ${column} = ${value("new.email")} where rowid = new.rowid; end`,
  ];

  // PostgreSQL refreshes per statement (transition tables), so a bulk insert is one join, not a loop.
  const refreshFrom = (changed: string) =>
    `update survey_responses set ${column} = ${value("survey_responses.email")}
     where email in (select email from ${changed});`;
  const postgres = [
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
    `create function survey_responses_${column}() returns trigger language plpgsql as $$
   begin
     update survey_responses set ${column} = ${value("survey_responses.email")} from new_rows
       where survey_responses.id = new_rows.id and exists (select 1 from invites where invites.email = new_rows.email);
     return null;
   end $$`,
    `create trigger survey_responses_${column}_insert after insert on survey_responses
     referencing new table as new_rows for each statement execute function survey_responses_${column}()`,
    `create function survey_responses_${column}_email() returns trigger language plpgsql as $$
   begin
     new.${column} := ${value("new.email")};
     return new;
   end $$`,
    `create trigger survey_responses_${column}_email before update of email on survey_responses
     for each row execute function survey_responses_${column}_email()`,
  ];
  return { sqlite, postgres };
}
