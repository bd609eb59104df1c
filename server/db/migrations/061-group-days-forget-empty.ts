import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * Migration 040 keeps waitlist entries per day, dimension value and company, and a deletion only lowers
 * the count: an erased person's company text stayed behind in a row counting 0 (found by the erasure test,
 * docs/product.md, Erasure). A group whose count reaches 0 is now deleted, so the table only ever holds
 * companies of people still on the waitlist. Rows already at 0 are removed here.
 */
const match = (row: string) =>
  `dimension = ${row}.dimension and day = ${row}.day and value = ${row}.value and company = ${row}.company`;

export const groupDaysForgetEmpty: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await sql`delete from waitlist_group_days where n <= 0`.execute(db);
    const statements = sqlite
      ? [
          `create trigger waitlist_group_days_forget_empty after update of n on waitlist_group_days
           when new.n <= 0 begin delete from waitlist_group_days where ${match("new")}; end`,
        ]
      : [
          `create function waitlist_group_days_forget_empty() returns trigger language plpgsql as $$
           begin delete from waitlist_group_days where ${match("new")}; return null; end $$`,
          `create trigger waitlist_group_days_forget_empty after update of n on waitlist_group_days
           for each row when (new.n <= 0) execute function waitlist_group_days_forget_empty()`,
        ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
