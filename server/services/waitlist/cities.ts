import type { City } from "../../../contract/waitlist.js";
import type { Db } from "../../db/database.js";

/** How long the city list is reused; cities change by migration or staff action, rarely. */
const CITY_CACHE_MS = 60_000;

/**
 * The city list, read from the database at most once a minute: every sign-up validates its cities
 * against it, and the public GET /cities answers from it.
 */
export function createCityCatalogue(db: Db, now = () => Date.now()) {
  let cached: { at: number; cities: Promise<City[]> } | undefined;

  const load = () =>
    db.selectFrom("cities").select(["id", "name", "status"]).orderBy("sortOrder").orderBy("name").execute();

  return {
    list(): Promise<City[]> {
      if (!cached || now() - cached.at > CITY_CACHE_MS) {
        const cities = load();
        cached = { at: now(), cities };
        // A failed read must not be cached, or one blip would break sign-ups for a minute.
        cities.catch(() => {
          if (cached?.cities === cities) cached = undefined;
        });
      }
      return cached.cities;
    },
  };
}
