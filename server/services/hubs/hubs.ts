import { acceptanceRate, freeThisWeek, proposedWaveSize, roomThisWeek } from "../../../contract/hub-rules.js";
import { type Hub, type HubUpdate, MAX_WAVE_SIZE } from "../../../contract/hubs.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";
import { countEligible, eligibleCount } from "./city-line.js";
import { accountsThisWeekByCity, inviteCountsByCity } from "./hub-counts.js";

/**
 * The city's eligible count and its proposed wave. The wave is exact: the line is counted live only as far
 * as the week has room for (at most a wave's worth). The whole line's count comes from the 30-second count
 * (city-line.ts) unless the live count already reached the line's end, which makes it exact too; this
 * instance forgets that count whenever it changes the hub (routes/hubs.ts).
 */
async function sizes(db: Db, city: string, at: string, free: number, rate: number) {
  const room = proposedWaveSize(Number.POSITIVE_INFINITY, free, rate);
  const bound = Math.min(room, MAX_WAVE_SIZE);
  if (bound === 0) return { eligible: await eligibleCount.get(db, city), proposedWave: 0 };
  const live = await countEligible(db, city, at, bound + 1);
  const eligible = live <= bound ? live : Math.max(live, await eligibleCount.get(db, city));
  return { eligible, proposedWave: Math.min(eligible, room) };
}

/** Rounded for the answer only; sizes are worked out from the exact values. */
const round = (value: number) => Math.round(value * 1000) / 1000;

function readCities(db: Db, city?: string) {
  return db
    .selectFrom("cities")
    .select(["name", "status", "weeklyCapacity", "backfill"])
    .$if(city !== undefined, (qb) => qb.where("name", "=", city ?? ""))
    .orderBy("sortOrder")
    .orderBy("name")
    .execute();
}

/**
 * Every hub (one per city) with the figures of docs/product.md, Hubs. Cities are few; each figure is an
 * index range (invites by city and status, this week's accounts, the city line), never the whole waitlist.
 * `only` narrows to one city; the acceptance rate's fallback still counts every city.
 */
export async function listHubs(db: Db, now = new Date(), only?: string): Promise<Hub[]> {
  const at = now.toISOString();
  const cities = await readCities(db);
  if (only !== undefined && !cities.some((c) => c.name === only)) throw new HttpError(404, "No city has this name.");
  const names = cities.map((c) => c.name);
  const [invites, signups] = await Promise.all([inviteCountsByCity(db, names, at), accountsThisWeekByCity(db, now)]);
  const all = { accepted: 0, expired: 0 };
  for (const counts of invites.values()) {
    all.accepted += counts.accepted;
    all.expired += counts.expired;
  }
  const shown = cities.filter((c) => only === undefined || c.name === only);
  return Promise.all(
    shown.map(async (city) => {
      const counts = invites.get(city.name) ?? { accepted: 0, expired: 0, open: 0 };
      const rate = acceptanceRate(counts, all);
      const intake = {
        weeklyCapacity: city.weeklyCapacity ?? null,
        accountsThisWeek: signups.get(city.name) ?? 0,
        openInvites: counts.open,
        acceptanceRate: rate,
      };
      const live = city.status === "live";
      // The wave is sized from the unrounded room; only the places shown are whole.
      const { eligible, proposedWave } = await sizes(db, city.name, at, live ? roomThisWeek(intake) : 0, rate);
      return {
        city: city.name,
        status: city.status,
        ...intake,
        acceptanceRate: round(rate),
        freeThisWeek: live ? freeThisWeek(intake) : 0,
        eligible,
        backfill: city.backfill === 1,
        proposedWave,
      };
    }),
  );
}

/** One hub's figures; 404 for a city not in the table. */
export async function findHub(db: Db, city: string, now = new Date()): Promise<Hub> {
  const [hub] = await listHubs(db, now, city);
  if (!hub) throw new HttpError(404, "No city has this name.");
  return hub;
}

/**
 * Changes a hub's status, intake or backfill and answers what changed (for the audit). A city opened
 * without an intake cannot take waves until it has one. Nothing here touches an invite: a person once
 * invited is never un-invited by a capacity change.
 */
export async function updateHub(db: Db, city: string, update: HubUpdate, now = new Date()) {
  const [before] = await readCities(db, city);
  if (!before) throw new HttpError(404, "No city has this name.");
  if (update.status === "planned" && before.status === "live") {
    throw new HttpError(409, "A live city cannot go back to planned here: its members and invites depend on it.");
  }
  const set = {
    ...(update.status === undefined ? {} : { status: update.status }),
    ...(update.weeklyCapacity === undefined ? {} : { weeklyCapacity: update.weeklyCapacity }),
    ...(update.backfill === undefined
      ? {}
      : {
          backfill: update.backfill ? 1 : 0,
          ...(update.backfill && before.backfill !== 1 ? { backfillSince: now.toISOString() } : {}),
        }),
  };
  await db.updateTable("cities").set(set).where("name", "=", city).execute();
  return {
    from: { status: before.status, weeklyCapacity: before.weeklyCapacity ?? null, backfill: before.backfill === 1 },
    to: {
      status: update.status ?? before.status,
      weeklyCapacity: update.weeklyCapacity === undefined ? (before.weeklyCapacity ?? null) : update.weeklyCapacity,
      backfill: update.backfill ?? before.backfill === 1,
    },
  };
}
