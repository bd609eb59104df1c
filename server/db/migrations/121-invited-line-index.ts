import { type Kysely, type Migration, sql } from "kysely";

/**
 * The invited entries in line order, with until when they stay invited: the personal page subtracts the
 * invited people ahead of a person as one range of this index (services/me/place-in-line.ts). It holds
 * only invited entries (a tenth of a waitlist at most), so a sign-up never writes it; before, PostgreSQL
 * joined every open invite to the whole line (650 ms for the last person of a million).
 */
export const invitedLineIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("survey_responses_invited_line")
      .on("survey_responses")
      .columns(["queue_ms", "id", "invited_until"])
      .where(sql.ref("invited_until"), "is not", null)
      .execute();
  },
};
