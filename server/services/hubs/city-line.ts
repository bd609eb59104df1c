import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { ttlCache } from "./ttl-cache.js";

/**
 * A city's line (docs/product.md, Hubs): waitlist entries whose home city it is, whose address is confirmed,
 * with no open or accepted invite and no account, in the personal page's order (`queue_ms` then id: sign-up
 * time, a week earlier per confirmed referral; docs/decisions/061). "No open or accepted invite" is
 * `invited_until` (until when the person's open or accepted invites keep them invited, kept by the invite
 * triggers of migrations/001-initial-schema/invited-entries.ts), which sits in the city-line index
 * (survey_responses_city_line, migrations/001-initial-schema/waitlist.ts) with the key, so counts and the
 * head of the line are ranges of one partial index.
 */
type Sr = ExpressionBuilder<Database, "surveyResponses">;

export const waiting = (now: string) => (eb: Sr) =>
  eb.and([
    eb("surveyResponses.confirmedAt", "is not", null),
    eb.or([eb("surveyResponses.invitedUntil", "is", null), eb("surveyResponses.invitedUntil", "<=", now)]),
  ]);

/**
 * How many people of the city could be invited now, counting at most `limit` of them (a bounded range of
 * the city-line index). An account always has an accepted invite, so the index answers alone.
 */
export async function countEligible(db: Db, city: string, now: string, limit?: number): Promise<number> {
  const line = db.selectFrom("surveyResponses").select("id").where("homeCity", "=", city).where(waiting(now));
  const row = await db
    .selectFrom((limit === undefined ? line : line.limit(limit)).as("line"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The whole count of a city's line is a range as long as the line (a million entries make it ~100 ms),
 * so it is counted in the background at most every 30 s; the wave sizes never rest on it alone (hubs.ts).
 */
export const eligibleCount = ttlCache(
  30_000,
  (db, city: string) => countEligible(db, city, new Date().toISOString()),
  true,
);

/** The first `limit` people of the city's line, next first. */
export function headOfLine(db: Db, city: string, now: string, limit: number) {
  return db
    .selectFrom("surveyResponses")
    .select(["id", "name", "email", "phone", "referrals"])
    .where("homeCity", "=", city)
    .where(waiting(now))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("users").select("users.id").whereRef("users.email", "=", "surveyResponses.email"))),
    )
    .orderBy("queueMs")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** 1 + the people of the city's line ahead of this entry (a range of the city-line index). */
export async function placeInCityLine(
  db: Db,
  entry: { id: string; homeCity: string; queueMs: number | string },
  now: string,
): Promise<number> {
  const q = Number(entry.queueMs);
  const row = await db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("homeCity", "=", entry.homeCity)
    .where(waiting(now))
    // The key bounds the range; the id breaks ties on the last key only.
    .where("queueMs", "<=", q)
    .where((eb) => eb.or([eb("queueMs", "<", q), eb("id", "<", entry.id)]))
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/**
 * How many people have this city as home (for "one of N waiting for Pune"): a range of the home-city index,
 * reused for a minute, as every personal page of a planned city asks for the same number.
 */
export const homeCityCount = ttlCache(60_000, (db, city: string) =>
  db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("homeCity", "=", city)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n)),
);
