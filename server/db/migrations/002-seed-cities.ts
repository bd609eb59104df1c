import { randomBytes } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/** The cities of docs/product.md (Marketing site), in the order the forms list them. */
const SEED_CITIES = [
  { name: "Bangalore", status: "live" },
  { name: "Mumbai", status: "live" },
  { name: "Delhi NCR", status: "live" },
  { name: "Hyderabad", status: "planned" },
  { name: "Pune", status: "planned" },
  { name: "Chennai", status: "planned" },
] as const;

export const seedCities: Migration = {
  async up(db: Kysely<unknown>) {
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
  },
};
