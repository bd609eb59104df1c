import type { Kysely, Migration } from "kysely";

/**
 * "Top referrers" on every personal page shows a person only once they chose to appear there (docs/
 * product.md, Sign-up's own page): 1 = opted in. Everyone starts out of it, those listed before included.
 */
export const topReferrerOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("survey_responses")
      .addColumn("show_in_top_referrers", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
