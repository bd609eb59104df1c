import type { Kysely } from "kysely";

/**
 * Hubs (docs/product.md, Hubs; decision 170): each city's weekly intake and backfill switch are columns of
 * cities (waitlist.ts), and the city an invite is for is one of invites (invites.ts), as are the indexes
 * the hub pages read. Here are the recorded waves and the backfill claims.
 */
export async function createHubs(db: Kysely<unknown>) {
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
    // An erased person leaves no row behind (docs/product.md, Erasure).
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
}
