import { type Kysely, type Migration, sql } from "kysely";

/**
 * Hubs (docs/product.md, Hubs; decision 170): each city's weekly intake and backfill switch, the city an
 * invite is for, recorded waves and backfill claims, and the index the city lines read.
 */
export const hubs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("cities").addColumn("weekly_capacity", "integer").execute();
    await db.schema
      .alterTable("cities")
      .addColumn("backfill", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // Backfill replaces invites that end after it was turned on, never older ones.
    await db.schema.alterTable("cities").addColumn("backfill_since", "text").execute();

    await db.schema.alterTable("invites").addColumn("city", "text").execute();
    // Invites made from a waitlist entry are for its home city (one statement, whatever the size).
    await sql`update invites set city = (select home_city from survey_responses s where s.id = invites.survey_response_id)
      where survey_response_id is not null`.execute(db);
    // A hub's open, accepted and expired invites are ranges of this index.
    await db.schema
      .createIndex("invites_city_status_expires")
      .on("invites")
      .columns(["city", "status", "expires_at"])
      .execute();

    // A city's line: confirmed entries by place in line. invited_until says who is still waiting, and
    // confirmed_at makes counts covering (SQLite reads the column of a partial index's condition).
    await db.schema
      .createIndex("survey_responses_city_line")
      .on("survey_responses")
      .columns(["home_city", "queue_ms", "id", "invited_until", "confirmed_at"])
      .where(sql.ref("confirmed_at"), "is not", null)
      .execute();

    await db.schema
      .createTable("hub_waves")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("proposed", "integer", (c) => c.notNull())
      .addColumn("override", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("hub_waves_city_created").on("hub_waves").columns(["city", "created_at"]).execute();
    await db.schema
      .createTable("hub_wave_members")
      .addColumn("wave_id", "text", (c) => c.notNull().references("hub_waves.id").onDelete("cascade"))
      // An erased person leaves no row behind (docs/product.md, erasure).
      .addColumn("survey_response_id", "text", (c) => c.notNull().references("survey_responses.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("hub_wave_members_pk", ["wave_id", "survey_response_id"])
      .execute();

    // One row per ended invite that backfill replaced (or claimed): its key is the claim across instances.
    await db.schema
      .createTable("hub_backfills")
      // Both follow their invites, so an erased person's invites leave no row here.
      .addColumn("ended_invite_id", "text", (c) => c.primaryKey().references("invites.id").onDelete("cascade"))
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("invite_id", "text", (c) => c.references("invites.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
