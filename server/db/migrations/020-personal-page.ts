import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

/**
 * The sign-up's own loop (docs/decisions/060): confirmation, place in line, referrals and the personal
 * page's tokens. Existing entries get a referral code and their place in line from their sign-up time.
 */
export const personalPage: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable("survey_responses").addColumn("confirmed_at", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("referral_code", "text").execute();
    await db.schema.alterTable("survey_responses").addColumn("referred_by", "text").execute();
    await db.schema
      .alterTable("survey_responses")
      .addColumn("referrals", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("survey_responses").addColumn("queue_ms", "bigint").execute();
    await db.schema.alterTable("survey_responses").addColumn("mail_error", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();

    // Backfill in SQL, one statement, whatever the table's size.
    await sql`update survey_responses set
      referral_code = ${postgres ? sql`substr(md5(random()::text || id), 1, 12)` : sql`lower(hex(randomblob(6)))`},
      queue_ms = ${
        postgres
          ? sql`(extract(epoch from created_at::timestamptz) * 1000)::bigint`
          : sql`cast(round((julianday(created_at) - 2440587.5) * 86400000) as integer)`
      }`.execute(db);

    await db.schema
      .createIndex("survey_responses_referral_code")
      .on("survey_responses")
      .column("referral_code")
      .unique()
      .execute();
    await db.schema.createIndex("survey_responses_referred_by").on("survey_responses").column("referred_by").execute();
    await db.schema.createIndex("survey_responses_queue").on("survey_responses").columns(["queue_ms", "id"]).execute();
    await db.schema.createIndex("survey_responses_referrals").on("survey_responses").column("referrals").execute();
    await db.schema
      .createIndex("survey_responses_confirmed_at")
      .on("survey_responses")
      .column("confirmed_at")
      .execute();

    await db.schema
      .createTable("personal_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("survey_response_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("personal_tokens_entry")
      .on("personal_tokens")
      .columns(["survey_response_id", "created_at"])
      .execute();

    await db.schema
      .createTable("referral_credits")
      .addColumn("referred_id", "text", (c) => c.primaryKey().references("survey_responses.id").onDelete("cascade"))
      .addColumn("referrer_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
      .addColumn("network", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("referral_credits_referrer").on("referral_credits").column("referrer_id").execute();
    await db.schema
      .createIndex("referral_credits_network")
      .on("referral_credits")
      .columns(["network", "created_at"])
      .execute();
  },
};
