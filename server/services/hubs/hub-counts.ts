import { indiaWeekStart } from "../../../contract/hub-rules.js";
import type { Db } from "../../db/database.js";

export interface CityInviteCounts {
  accepted: number;
  expired: number;
  open: number;
}

const empty = (): CityInviteCounts => ({ accepted: 0, expired: 0, open: 0 });

/**
 * Each city's invites by how they stand: accepted, expired (stored so, or open past its end) and open.
 * One grouped read of the (city, status, expires_at) index, which holds every column it needs.
 */
export async function inviteCountsByCity(db: Db, cities: string[], now: string) {
  const counts = new Map(cities.map((city) => [city, empty()]));
  if (!cities.length) return counts;
  const rows = await db
    .selectFrom("invites")
    .select((eb) => [
      "city",
      "status",
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.sum<number | string | null>(eb.case().when("expiresAt", ">", now).then(1).else(0).end()).as("unexpired"),
    ])
    .where("city", "in", cities)
    .groupBy(["city", "status"])
    .execute();
  for (const row of rows) {
    const city = counts.get(row.city ?? "");
    if (!city) continue;
    const n = Number(row.n);
    const unexpired = Number(row.unexpired ?? 0);
    if (row.status === "accepted") city.accepted += n;
    else if (row.status === "expired") city.expired += n;
    else if (row.status === "pending" || row.status === "sent") {
      city.open += unexpired;
      city.expired += n - unexpired;
    }
  }
  return counts;
}

/** Accounts made this week (Monday to Sunday, India time), by the city of the invite they used. */
export async function accountsThisWeekByCity(db: Db, now: Date) {
  const rows = await db
    .selectFrom("users")
    .innerJoin("invites", "invites.id", "users.inviteId")
    .select((eb) => ["invites.city", eb.fn.countAll<number | string>().as("n")])
    .where("users.createdAt", ">=", indiaWeekStart(now).toISOString())
    .groupBy("invites.city")
    .execute();
  return new Map(rows.map((row) => [row.city ?? "", Number(row.n)]));
}
