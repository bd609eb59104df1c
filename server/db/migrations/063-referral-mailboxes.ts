import { type Kysely, type Migration, sql } from "kysely";

/**
 * Each referral credit keeps the referred person's canonical mailbox (a hash; server/lib/canonical-
 * mailbox.ts), unique: one mailbox earns a referrer at most one credit however many aliases sign up
 * (docs/product.md, Sign-up's own page). Credits from before have none and are left as they are.
 */
export const referralMailboxes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("referral_credits").addColumn("mailbox", "text").execute();
    await db.schema
      .createIndex("referral_credits_mailbox")
      .unique()
      .on("referral_credits")
      .column("mailbox")
      .where(sql.ref("mailbox"), "is not", null)
      .execute();
    await db.schema
      .createIndex("referral_credits_referrer_created")
      .on("referral_credits")
      .columns(["referrer_id", "created_at"])
      .execute();
  },
};
