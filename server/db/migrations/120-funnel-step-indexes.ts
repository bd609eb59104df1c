import { type Kysely, type Migration, sql } from "kysely";

/**
 * The funnel's confirmed and invited steps read from two partial indexes that hold every column the
 * trending calls group by (docs/decisions/250): a day range of either is one range of its index, with no
 * table rows read and no join back to the waitlist. The confirmed one replaces migration 020's full index on
 * confirmed_at, which every sign-up wrote a NULL key into; the invited one replaces migration 042's, and
 * carries confirmed_at so that "confirmed and invited" is counted from it alone.
 */
const DIMENSIONS = ["home_city", "utm_source", "company", "preferred_cities"] as const;

export const funnelStepIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("survey_responses_confirmed_at").execute();
    await db.schema
      .createIndex("survey_responses_confirmed_by_day")
      .on("survey_responses")
      .columns(["confirmed_at", ...DIMENSIONS])
      .where(sql.ref("confirmed_at"), "is not", null)
      .execute();
    await db.schema.dropIndex("survey_responses_invited_at").execute();
    await db.schema
      .createIndex("survey_responses_invited_by_day")
      .on("survey_responses")
      .columns(["invited_at", "confirmed_at", ...DIMENSIONS])
      .where(sql.ref("invited_at"), "is not", null)
      .execute();
  },
};
