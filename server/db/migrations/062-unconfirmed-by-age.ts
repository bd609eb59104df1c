import { type Kysely, type Migration, sql } from "kysely";

/**
 * Unconfirmed entries by age, in a partial index: the minute purge finds the ones past
 * UNCONFIRMED_TTL_DAYS without reading the confirmed majority (docs/product.md, Erasure).
 */
export const unconfirmedByAge: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("survey_responses_unconfirmed_created")
      .on("survey_responses")
      .column("created_at")
      .where(sql.ref("confirmed_at"), "is", null)
      .execute();
  },
};
