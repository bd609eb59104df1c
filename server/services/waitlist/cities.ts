import type { FastifyBaseLogger } from "fastify";
import type { City } from "../../../contract/waitlist.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";

/**
 * How long the city list is reused; cities change by migration or staff action, rarely. The pages name the
 * live cities from it too, so another instance shows an opened city within this time.
 */
const CITY_CACHE_MS = 30_000;

/**
 * The city list, read from the database at most every 30 s: every sign-up validates its cities against
 * it, the public GET /cities answers from it, and the served pages name the live and planned cities from it.
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
    /** Reads the list afresh on the next call (a city was just opened). */
    forget() {
      cached = undefined;
    },
  };
}

export type CityCatalogue = ReturnType<typeof createCityCatalogue>;

/** The city list for a request that cannot go on without it: a failed read is a 503 with a retry message. */
export async function citiesOr503(catalogue: CityCatalogue, log: FastifyBaseLogger) {
  try {
    return await catalogue.list();
  } catch (error) {
    log.error({ err: error }, "reading the cities failed");
    throw new HttpError(503, "We couldn't load the cities just now. Please try again in a moment.");
  }
}

/** A schema built from the city list (sign-up, correction), rebuilt only when the catalogue hands out a new list. */
export function schemaPerCityList<S>(build: (cityNames: string[]) => S) {
  let last: { cities: City[]; schema: S } | undefined;
  return (cities: City[]) => {
    if (last?.cities !== cities) last = { cities, schema: build(cities.map((c) => c.name)) };
    return last.schema;
  };
}
