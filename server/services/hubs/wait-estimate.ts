import { acceptanceRate, DEFAULT_ACCEPTANCE_RATE, weeksToWait } from "../../../contract/hub-rules.js";
import type { WaitEstimate } from "../../../contract/me.js";
import type { Db } from "../../db/database.js";
import { cityLineStanding, homeCityCount } from "./city-line.js";
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

export interface CityPlace {
  /** 1 = next in the home city's line; null once invited, or for a planned (or unknown) city. */
  position: number | null;
  /** How many wait there: the city's line (live), or everyone with it as home (planned). */
  positionOf: number | null;
  wait: WaitEstimate;
}

/**
 * The personal page's place and estimate (docs/product.md, Hubs), both among the people waiting for the
 * person's home city, so the page never puts a place among everyone next to a city's pace. A live city:
 * the place in its line (confirmed, not invited; a person not yet confirmed gets the place confirming
 * would give them, in a line counting them) and, with an intake, weeks = place ÷ (intake ÷ acceptance
 * rate), rounded up, never a date. A planned city has no line to stand in while closed, so no place: only
 * how many wait for it. `invited` people get none of these.
 */
export async function cityPlace(
  db: Db,
  entry: { id: string; homeCity: string; queueMs: number | string; confirmedAt: string | null },
  invited: boolean,
  now = new Date(),
): Promise<CityPlace> {
  const none = { position: null, positionOf: null, wait: null };
  if (invited) return none;
  const city = await db
    .selectFrom("cities")
    .select(["name", "status", "weeklyCapacity"])
    .where("name", "=", entry.homeCity)
    .executeTakeFirst();
  if (!city) return none;
  if (city.status === "planned") {
    const waiting = await homeCityCount.get(db, city.name, now.getTime());
    return { position: null, positionOf: waiting, wait: { kind: "planned", city: city.name, waiting } };
  }
  const [{ place, length }, cityRate] = await Promise.all([
    cityLineStanding(db, entry, now.toISOString()),
    cityRates.get(db, "all", now.getTime()).then((all) => all.get(city.name) ?? DEFAULT_ACCEPTANCE_RATE),
  ]);
  // The place and the "of N" come from one count of the line, so N ≥ place for everyone at once.
  const inLine = { position: place, positionOf: length };
  if (!city.weeklyCapacity) return { ...inLine, wait: null };
  if (!entry.confirmedAt) return { ...inLine, wait: { kind: "unconfirmed", city: city.name } };
  const weeks = weeksToWait(place, city.weeklyCapacity, cityRate);
  return { ...inLine, wait: weeks === null ? null : { kind: "live", city: city.name, weeks } };
}
