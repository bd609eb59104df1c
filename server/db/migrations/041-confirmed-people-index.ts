import { type Kysely, type Migration, sql } from "kysely";

/**
 * The confirmed people's addresses, in a partial index: the funnel's "confirmed and invited" count probes
 * it once per invited person without reading the entries (decision 103). Only confirmed rows are in it.
 */
export const confirmedPeopleIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("survey_responses_confirmed_email")
      .on("survey_responses")
      .column("email")
      .where(sql.ref("confirmed_at"), "is not", null)
      .execute();
  },
};
