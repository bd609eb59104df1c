import { type ExpressionBuilder, SqliteAdapter, sql } from "kysely";
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
 * Staff revoked an invite of this person (to their address, or to their entry under an older one): only
 * staff may invite them again, so automation (waves, backfill) passes them over. Revoking puts nobody back
 * in the line that waves and backfill read, or backfill refills a revoked place with the very person staff
 * just took out of it.
 */
export const notRevoked = (eb: Sr) =>
  eb.and([
    eb.not(
      eb.exists(
        eb
          .selectFrom("invites")
          .select("invites.id")
          .whereRef("invites.email", "=", "surveyResponses.email")
          .where("invites.status", "=", "revoked"),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom("invites")
          .select("invites.id")
          .whereRef("invites.surveyResponseId", "=", "surveyResponses.id")
          .where("invites.status", "=", "revoked"),
      ),
    ),
  ]);

/**
 * How many people of the line have a revoked invite, found from the revoked invites (few) rather than by
 * looking up each person of the line (up to a million).
 */
async function countRevokedInLine(db: Db, city: string, now: string): Promise<number> {
  // SQLite's statistics rate a city about as narrow as a status, so it walked the city's entries (160,000
  // at a million) and probed each one's invites: ~480 ms a city. A unary + keeps the city off the indexes,
  // so the revoked invites lead (~70 ms). PostgreSQL has no + for text, and its row estimates choose well.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const homeCity = sqlite ? sql<string>`+${sql.ref("surveyResponses.homeCity")}` : sql.ref("surveyResponses.homeCity");
  const revokedPeople = (via: "email" | "id") =>
    db
      .selectFrom("invites")
      .innerJoin("surveyResponses", (join) =>
        via === "email"
          ? join.onRef("surveyResponses.email", "=", "invites.email")
          : join.onRef("surveyResponses.id", "=", "invites.surveyResponseId"),
      )
      .select("surveyResponses.id")
      .where("invites.status", "=", "revoked")
      .where(homeCity, "=", city)
      .where(waiting(now));
  const row = await db
    .selectFrom(revokedPeople("email").union(revokedPeople("id")).as("revoked"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many people of the city automation could invite now, counting at most `limit` of them. The line is
 * counted from its partial index alone (an account always has an accepted invite); the people staff
 * revoked are counted from the revoked invites and taken off, never looked up person by person. Counting
 * `limit` + R of the line (R revoked in it) is exact: a shorter line was counted whole, and a longer one
 * holds at least `limit` people who were not revoked.
 */
export async function countEligible(db: Db, city: string, now: string, limit?: number): Promise<number> {
  const revoked = await countRevokedInLine(db, city, now);
  const line = db.selectFrom("surveyResponses").select("id").where("homeCity", "=", city).where(waiting(now));
  const bound = limit === undefined ? undefined : limit + revoked;
  const row = await db
    .selectFrom((bound === undefined ? line : line.limit(bound)).as("line"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const counted = Number(row.n);
  if (limit !== undefined && bound !== undefined && counted >= bound) return limit;
  return Math.max(0, counted - revoked);
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

/** The first `limit` people of the city's line that automation may invite, next first. */
export function headOfLine(db: Db, city: string, now: string, limit: number) {
  return db
    .selectFrom("surveyResponses")
    .select(["id", "name", "email", "phone", "referrals"])
    .where("homeCity", "=", city)
    .where(waiting(now))
    .where(notRevoked)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("users").select("users.id").whereRef("users.email", "=", "surveyResponses.email"))),
    )
    .orderBy("queueMs")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Where the entry stands in its city's line and how long the line is, from one count of the line (one
 * snapshot): the place is 1 + the people ahead, the length counts everyone waiting, so "number P of N" never
 * has N below P, and two people reading at the same moment read the same N. An entry not yet in the line
 * (unconfirmed) is counted in it, where confirming would put it.
 */
export async function cityLineStanding(
  db: Db,
  entry: { id: string; homeCity: string; queueMs: number | string; confirmedAt: string | null },
  now: string,
): Promise<{ place: number; length: number }> {
  const q = Number(entry.queueMs);
  const row = await db
    .selectFrom("surveyResponses")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            // The key orders the line; the id breaks ties on the last key only.
            .when(eb.or([eb("queueMs", "<", q), eb.and([eb("queueMs", "=", q), eb("id", "<", entry.id)])]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("ahead"),
    ])
    .where("homeCity", "=", entry.homeCity)
    .where(waiting(now))
    .executeTakeFirstOrThrow();
  const length = Number(row.n) + (entry.confirmedAt ? 0 : 1);
  return { place: Number(row.ahead ?? 0) + 1, length };
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
