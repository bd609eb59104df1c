import type { Kysely, Migration } from "kysely";

/**
 * survey_responses_created_at is a prefix of survey_responses_created_at_id, which serves every read by
 * creation time as well; each sign-up paid for writing both (docs/history.md, 259).
 */
export const oneCreatedAtIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex("survey_responses_created_at").execute();
  },
};
