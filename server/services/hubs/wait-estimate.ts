import { acceptanceRate, DEFAULT_ACCEPTANCE_RATE, weeksToWait } from "../../../contract/hub-rules.js";
import type { WaitEstimate } from "../../../contract/me.js";
import type { Db } from "../../db/database.js";
import { homeCityCount, placeInCityLine } from "./city-line.js";
import { inviteCountsByCity } from "./hub-counts.js";
import { ttlCache } from "./ttl-cache.js";

/** Every city's acceptance rate, reused for a minute: each personal page of a live city needs its city's. */
const cityRates = ttlCache(60_000, async (db, _all: "all") => {
  const names = (await db.selectFrom("cities").select("name").execute()).map((c) => c.name);
  const counts = await inviteCountsByCity(db, names, new Date().toISOString());
  const all = { accepted: 0, expired: 0 };
  for (const c of counts.values()) {
    all.accepted += c.accepted;
    all.expired += c.expired;
  }
  return new Map([...counts].map(([city, c]) => [city, acceptanceRate(c, all)]));
});

/**
 * The personal page's estimate (docs/product.md, Hubs): place among the city's eligible people ÷ (weekly
 * intake ÷ acceptance rate), rounded up, for a confirmed person of a live city with an intake; how many
 * wait for a planned city. `invited` people get none.
 */
export async function waitEstimate(
  db: Db,
  entry: { id: string; homeCity: string; queueMs: number | string; confirmedAt: string | null },
  invited: boolean,
  now = new Date(),
): Promise<WaitEstimate> {
  if (invited) return null;
  const city = await db
    .selectFrom("cities")
    .select(["name", "status", "weeklyCapacity"])
    .where("name", "=", entry.homeCity)
    .executeTakeFirst();
  if (!city) return null;
  if (city.status === "planned") {
    return { kind: "planned", city: city.name, waiting: await homeCityCount.get(db, city.name, now.getTime()) };
  }
  if (!city.weeklyCapacity) return null;
  if (!entry.confirmedAt) return { kind: "unconfirmed", city: city.name };
  const [place, cityRate] = await Promise.all([
    placeInCityLine(db, entry, now.toISOString()),
    cityRates.get(db, "all", now.getTime()).then((all) => all.get(city.name) ?? DEFAULT_ACCEPTANCE_RATE),
  ]);
  const weeks = weeksToWait(place, city.weeklyCapacity, cityRate);
  return weeks === null ? null : { kind: "live", city: city.name, weeks };
}
