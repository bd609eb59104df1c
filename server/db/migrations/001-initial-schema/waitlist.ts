import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { isOneOf } from "./shared.js";

/** The cities of docs/product.md (Marketing site), in the order the forms list them. */
const SEED_CITIES = [
  { name: "Bangalore", status: "live" },
  { name: "Mumbai", status: "live" },
  { name: "Delhi NCR", status: "live" },
  { name: "Hyderabad", status: "planned" },
  { name: "Pune", status: "planned" },
  { name: "Chennai", status: "planned" },
] as const;

/**
 * The cities a sign-up chooses from (each also a hub: hubs.ts) and the waitlist itself. Ids are random text
 * keys; timestamps are ISO-8601 UTC text.
 */
export async function createWaitlist(db: Kysely<unknown>) {
  await db.schema
    .createTable("cities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().check(isOneOf("status", ["live", "planned"])))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The hub's weekly intake and backfill switch (docs/product.md, Hubs); backfill replaces invites that
    // end after it was turned on, never older ones.
    .addColumn("weekly_capacity", "integer")
    .addColumn("backfill", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("backfill_since", "text")
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto("cities")
    .values(
      SEED_CITIES.map((city, index) => ({
        id: randomBytes(16).toString("base64url"),
        name: city.name,
        status: city.status,
        sort_order: index + 1,
        created_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable("survey_responses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("trips_per_month", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("home_city", "text", (c) => c.notNull())
    // A JSON list of city names.
    .addColumn("preferred_cities", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("referrer", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // Until when the person (by address) counts as invited; kept from their invites (invited-entries.ts).
    .addColumn("invited_until", "text")
    // The sign-up's own loop (docs/decisions/060): confirmation, referral code and credits, and the place in
    // line (`queue_ms`: epoch milliseconds, moved ahead by referrals).
    .addColumn("confirmed_at", "text")
    .addColumn("referral_code", "text")
    .addColumn("referred_by", "text")
    .addColumn("referrals", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("queue_ms", "bigint")
    .addColumn("mail_error", "text")
    // When the person reached the funnel's "invited" step (invited-entries.ts).
    .addColumn("invited_at", "text")
    // "Top referrers" shows a person only once they opted in (1); everyone starts out of it.
    .addColumn("show_in_top_referrers", "integer", (c) => c.notNull().defaultTo(0))
    // Where the sign-up's visit began (traffic.ts).
    .addColumn("landing_path", "text")
    .addColumn("landing_source", "text")
    // 0 until the funnel's read model has counted the entry (funnel.ts).
    .addColumn("rolled_up", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Every index of the table each sign-up writes, and what reads it. A partial one ("where ...") holds only
  // the rows it names, so a sign-up writes into it only when the new row is one of them.
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on("survey_responses").columns(columns);
  await index("survey_responses_created_at", ["created_at"]).execute();
  // The staff list's sort keys (docs/history.md, 050). Each ends in the id, so
  // a page boundary is exact even where many rows share a timestamp, name or city; one index serves both
  // directions.
  await index("survey_responses_created_at_id", ["created_at", "id"]).execute();
  await index("survey_responses_name_id", ["name", "id"]).execute();
  await index("survey_responses_home_city_created_at_id", ["home_city", "created_at", "id"]).execute();
  // "Invited" alone and "invited in this city" are ranges of this index; neither reads the table.
  await index("survey_responses_invited_until_home_city", ["invited_until", "home_city"]).execute();
  // The personal page: a referral link's code, a referrer's credits, the place in line and top referrers.
  await index("survey_responses_referral_code", ["referral_code"]).unique().execute();
  await index("survey_responses_referred_by", ["referred_by"]).execute();
  await index("survey_responses_queue", ["queue_ms", "id"]).execute();
  await index("survey_responses_referrals", ["referrals"]).execute();
  // The confirmed people's addresses: the funnel's "confirmed and invited" count probes it once per invited
  // person without reading the entries (docs/history.md, 103).
  await index("survey_responses_confirmed_email", ["email"]).where(sql.ref("confirmed_at"), "is not", null).execute();
  // Unconfirmed entries by age: the minute purge finds those past UNCONFIRMED_TTL_DAYS without reading the
  // confirmed majority (docs/product.md, Erasure).
  await index("survey_responses_unconfirmed_created", ["created_at"])
    .where(sql.ref("confirmed_at"), "is", null)
    .execute();
  // A hub's line: confirmed entries by place in line. invited_until says who is still waiting, and
  // confirmed_at makes counts covering (SQLite reads the column of a partial index's condition).
  await index("survey_responses_city_line", ["home_city", "queue_ms", "id", "invited_until", "confirmed_at"])
    .where(sql.ref("confirmed_at"), "is not", null)
    .execute();
  // Entries the funnel's read model has yet to count: its refresh and the exact waitlist size read a few rows.
  await index("survey_responses_rollup_pending", ["rolled_up"]).where(sql.raw<boolean>("rolled_up <> 1")).execute();
  // The funnel's invited step, with every column the trending calls group by: a day range is one range of
  // it, with no table rows read (docs/history.md, 250); confirmed_at makes "confirmed and invited" countable
  // from it alone.
  await index("survey_responses_invited_by_day", [
    "invited_at",
    "confirmed_at",
    "home_city",
    "utm_source",
    "company",
    "preferred_cities",
  ])
    .where(sql.ref("invited_at"), "is not", null)
    .execute();
  // The invited entries in line order: the personal page subtracts the invited people ahead of a person as
  // one range of it (services/me/place-in-line.ts).
  await index("survey_responses_invited_line", ["queue_ms", "id", "invited_until"])
    .where(sql.ref("invited_until"), "is not", null)
    .execute();
}
