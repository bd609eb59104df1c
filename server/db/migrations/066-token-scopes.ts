import type { Kysely, Migration } from "kysely";

/**
 * What a personal token may do (docs/product.md, Sign-up's own page): 'page' opens the personal page (the
 * e-mailed link), 'unsubscribe' only leaves the waitlist (the List-Unsubscribe header's link), so a mail
 * client or a forwarded header never carries the key to someone's page. Tokens from before open the page.
 */
export const tokenScopes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("personal_tokens")
      .addColumn("scope", "text", (c) => c.notNull().defaultTo("page"))
      .execute();
  },
};
