import type { Kysely, Migration } from "kysely";

/**
 * Expired passkey challenges are swept by their expiry: with this index the sweep reads only the expired
 * rows, where a full scan grew dearer with every row an unsigned caller had written.
 */
export const webauthnChallengeExpiry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("webauthn_challenges_expires_at")
      .on("webauthn_challenges")
      .column("expires_at")
      .execute();
  },
};
