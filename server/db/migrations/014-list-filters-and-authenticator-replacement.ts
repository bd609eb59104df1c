import { type Kysely, type Migration, sql } from "kysely";

/**
 * The staff lists' day filters (confirmed between, invited between) read ranges of partial indexes that
 * hold only the entries with the date, so a sign-up writes into neither. A staff member replacing their
 * authenticator app keeps the old one working until a code from the new one confirms it.
 */
export const listFiltersAndAuthenticatorReplacement: Migration = {
  async up(db: Kysely<unknown>) {
    const partial = (name: string, column: string) =>
      db.schema
        .createIndex(name)
        .on("survey_responses")
        .column(column)
        .where(sql.ref(column), "is not", null)
        .execute();
    await partial("survey_responses_confirmed_at", "confirmed_at");
    await partial("survey_responses_invited_at", "invited_at");
    await db.schema.alterTable("staff_totp").addColumn("replacement_secret", "text").execute();
  },
};
