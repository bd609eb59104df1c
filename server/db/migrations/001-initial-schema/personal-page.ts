import { type Kysely, sql } from "kysely";
import { clustered, type Dialect } from "./shared.js";

/** The sign-up's own page (docs/product.md, Sign-up's own page; docs/decisions/060): its links, referrals and e-mail. */
export async function createPersonalPage(db: Kysely<unknown>, dialect: Dialect) {
  // Only hashes of the tokens are stored. 'page' opens the personal page (the e-mailed link); 'unsubscribe'
  // only leaves the waitlist (the List-Unsubscribe header's link), so a mail client or a forwarded header
  // never carries the key to someone's page.
  await db.schema
    .createTable("personal_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("survey_response_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("page"))
    .execute();
  await db.schema
    .createIndex("personal_tokens_entry")
    .on("personal_tokens")
    .columns(["survey_response_id", "created_at"])
    .execute();

  // `mailbox` is the referred person's canonical mailbox (a hash; server/lib/canonical-mailbox.ts), unique:
  // one mailbox earns a referrer at most one credit however many aliases sign up.
  await db.schema
    .createTable("referral_credits")
    .addColumn("referred_id", "text", (c) => c.primaryKey().references("survey_responses.id").onDelete("cascade"))
    .addColumn("referrer_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailbox", "text")
    .execute();
  await db.schema.createIndex("referral_credits_referrer").on("referral_credits").column("referrer_id").execute();
  await db.schema
    .createIndex("referral_credits_network")
    .on("referral_credits")
    .columns(["network", "created_at"])
    .execute();
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

  // Personal-link e-mail waiting to go out: written in the transaction of the sign-up that causes it (or
  // with the link request), deleted once sent or given up, so a server that dies after answering leaves the
  // row and the next start sends it. `due_at` is when it may be tried (again); a claim moves it 30 s ahead,
  // so an instance that died mid-send hands it on. `token_hash` is the link's token of the last attempt,
  // replaced on a retry so one e-mail never leaves more than one live link. Every sign-up writes here, so
  // the table is one b-tree with no other index: it holds only the e-mail of the last seconds (minutes while
  // a mail server is down), so the sender and an erasure simply scan it.
  await db.schema
    .createTable("pending_personal_mail")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("token_hash", "text")
    .$call(clustered(dialect))
    .execute();
}
