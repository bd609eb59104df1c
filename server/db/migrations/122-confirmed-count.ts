import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * How many waitlist entries are confirmed, in row_counts ('confirmed'), for the trending overview: counting
 * 700,000 confirmed entries of a million took PostgreSQL 170 ms a call (docs/decisions/250). Like the
 * waitlist's size (migration 110), an entry is counted by the funnel's read model when it is rolled up
 * (server/services/funnel/read-model.ts), so a sign-up fires nothing here; these row triggers only follow
 * entries already rolled up when their confirmation changes or they are erased.
 */
const SQLITE = [
  `create trigger survey_responses_confirmed_count_update after update of confirmed_at on survey_responses
     when old.rolled_up = 1 and (old.confirmed_at is null) <> (new.confirmed_at is null) begin
     update row_counts set n = n + (case when new.confirmed_at is null then -1 else 1 end) where name = 'confirmed';
   end`,
  `create trigger survey_responses_confirmed_count_delete after delete on survey_responses
     when old.rolled_up = 1 and old.confirmed_at is not null begin
     update row_counts set n = n - 1 where name = 'confirmed'; end`,
];

const POSTGRES = [
  `create function survey_responses_confirmed_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       update row_counts set n = n - 1 where name = 'confirmed';
     elsif new.confirmed_at is null then
       update row_counts set n = n - 1 where name = 'confirmed';
     else
       update row_counts set n = n + 1 where name = 'confirmed';
     end if;
     return null;
   end $$`,
  `create trigger survey_responses_confirmed_count_update after update of confirmed_at on survey_responses
     for each row when (old.rolled_up = 1 and (old.confirmed_at is null) <> (new.confirmed_at is null))
     execute function survey_responses_confirmed_count()`,
  `create trigger survey_responses_confirmed_count_delete after delete on survey_responses
     for each row when (old.rolled_up = 1 and old.confirmed_at is not null)
     execute function survey_responses_confirmed_count()`,
];

export const confirmedCount: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into row_counts (name, n) select 'confirmed', count(*) from survey_responses
      where confirmed_at is not null and rolled_up = 1`.execute(db);
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
