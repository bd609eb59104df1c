import type { Kysely, Migration } from "kysely";

/**
 * What a WhatsApp number itself asked for, apart from any entry (docs/product.md, WhatsApp): a STOP (or the
 * personal page's switch turned off) holds for the number until it opts in again, and a number gets at most
 * one confirmation template a day, whatever the sign-ups. The number is kept only as a keyed hash
 * (services/whatsapp/number-stops.ts), so the row survives the entry's erasure without keeping the number.
 */
export const whatsappNumberStops: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("whatsapp_numbers")
      .addColumn("number_key", "text", (c) => c.primaryKey())
      .addColumn("stopped_at", "text")
      // The day's confirmation: when it was claimed and which message holds it (its retries go on).
      .addColumn("confirm_sent_at", "text")
      .addColumn("confirm_message_id", "text")
      .execute();
  },
};
