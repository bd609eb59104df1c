import { SqliteAdapter } from "kysely";
import type { Db } from "../db/database.js";
import type { InviteStatus, InvitesTable, SurveyResponsesTable, UsersTable } from "../db/schema.js";
import { refreshFunnel } from "../services/funnel/read-model.js";
import { catchUpWaitlistSearch } from "../services/lists/search-catch-up.js";
import { bulkLoad } from "./bulk-load.js";
import { CITY_NAMES, COMPANIES, FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS, TRIPS, UTM_SOURCES } from "./demo-data.js";
import { insertRows, inviteRow, surveyRow, userRow } from "./rows.js";
import { demoLanding } from "./traffic.js";

export interface DemoSize {
  rows: number;
  invites: number;
  signups: number;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const INVITE_TTL_MS = 14 * DAY_MS;
/**
 * Only sign-ups this recent are left unconfirmed: the app erases addresses unconfirmed past
 * UNCONFIRMED_TTL_DAYS (14 by default), so older unconfirmed entries vanished within minutes of seeding and
 * the numbers a founder was looking at dropped. A week of margin keeps a demo steady for a week.
 */
export const DEMO_UNCONFIRMED_WITHIN_MS = 6 * DAY_MS;
/** Entries generated and written at a time (and per transaction outside a bulk load). */
const CHUNK = 20_000;

/** A small seeded generator (mulberry32), so that a demo database is the same every time. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Fills the database with a year of synthetic waitlist entries, invites for some of them and signups for
 * some of those. Numbering continues after the rows already there, so a second run adds rather than clashes.
 */
export async function seedDemo(db: Db, size: DemoSize, onProgress: (done: number) => void = () => {}) {
  const existing = await db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const offset = Number(existing.n);
  const next = random(offset + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const now = Date.now();
  const inviteShare = size.rows ? size.invites / size.rows : 0;
  const accountShare = size.invites ? size.signups / size.invites : 0;

  function survey(n: number): SurveyResponsesTable {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const createdAt = new Date(now - Math.floor(next() * YEAR_MS)).toISOString();
    const home = pick(CITY_NAMES);
    return surveyRow({
      name: `${first} ${last}`,
      email: `${first}.${last}${n}@${pick(MAIL_DOMAINS)}`.toLowerCase(),
      phone: `+91${9_000_000_000 + Math.floor(next() * 999_999_999)}`,
      company: pick(COMPANIES),
      tripsPerMonth: pick(TRIPS),
      homeCity: home,
      preferredCities: CITY_NAMES.filter((city) => city !== home && next() < 0.3),
      utmSource: pick(UTM_SOURCES),
      ...demoLanding(next),
      // People confirm within minutes or not at all; the ones who have not are recent (the purge erases the
      // rest), and the hubs' lines hold only the confirmed.
      confirmedAt:
        now - Date.parse(createdAt) < DEMO_UNCONFIRMED_WITHIN_MS && next() < 0.3
          ? null
          : new Date(Math.min(now, Date.parse(createdAt) + Math.floor(next() * 30 * 60_000))).toISOString(),
      createdAt,
    });
  }

  function invite(entry: SurveyResponsesTable, signsUp: boolean): { invite: InvitesTable; user?: UsersTable } {
    const createdMs =
      Date.parse(entry.createdAt) + Math.floor(next() * Math.min(30 * DAY_MS, now - Date.parse(entry.createdAt)));
    const createdAt = new Date(createdMs).toISOString();
    const roll = next();
    const status: InviteStatus = signsUp ? "accepted" : roll < 0.15 ? "pending" : roll < 0.9 ? "sent" : "revoked";
    const row = inviteRow({
      email: entry.email,
      name: entry.name,
      phone: entry.phone,
      surveyResponseId: entry.id,
      city: entry.homeCity,
      status,
      createdAt,
      sentAt: status === "pending" ? null : createdAt,
      expiresAt: new Date(createdMs + INVITE_TTL_MS).toISOString(),
    });
    if (!signsUp) return { invite: row };
    const signedUpAt = new Date(Math.min(now, createdMs + Math.floor(next() * INVITE_TTL_MS))).toISOString();
    row.acceptedAt = signedUpAt;
    const user = userRow({
      inviteId: row.id,
      email: entry.email,
      name: entry.name,
      phone: entry.phone,
      createdAt: signedUpAt,
    });
    return { invite: row, user };
  }

  async function writeChunk(trx: Db, start: number) {
    const end = Math.min(size.rows, start + CHUNK);
    const surveys = Array.from({ length: end - start }, (_, i) => survey(offset + start + i + 1));
    const invited = surveys.filter(() => next() < inviteShare).map((entry) => invite(entry, next() < accountShare));
    await insertRows(trx, "surveyResponses", surveys);
    await insertRows(
      trx,
      "invites",
      invited.map((item) => item.invite),
    );
    await insertRows(
      trx,
      "users",
      invited.flatMap((item) => (item.user ? [item.user] : [])),
    );
    onProgress(end);
  }

  // A seed at least as large as the waitlist already there loads in bulk, in one transaction (bulk-load.ts);
  // a smaller one writes through the indexes and triggers, a transaction per chunk, since rebuilding
  // indexes over a big table would cost more than it saves.
  const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
  if (size.rows >= offset) {
    await bulkLoad(db, dialect, async (trx) => {
      for (let start = 0; start < size.rows; start += CHUNK) await writeChunk(trx, start);
    });
    return;
  }
  for (let start = 0; start < size.rows; start += CHUNK) {
    await db.transaction().execute((trx) => writeChunk(trx, start));
  }
  // Counted by the funnel's read model and searchable now, rather than once the server catches up.
  await refreshFunnel(db, dialect);
  await catchUpWaitlistSearch(db);
}
