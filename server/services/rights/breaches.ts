import type { Breach, BreachInput } from "../../../contract/breaches.js";
import type { WaitlistFilter } from "../../../contract/lists.js";
import { BREACH_REPORT_HOURS } from "../../../contract/rights.js";
import type { Db } from "../../db/database.js";
import type { BreachesTable, Dialect } from "../../db/schema.js";
import { randomId } from "../../lib/ids.js";
import { filteredWaitlist } from "../lists/waitlist-filter.js";

const HOUR_MS = 3_600_000;

/** What the report says when the owner has not written it yet: a draft to complete, never left blank. */
const DRAFTS = {
  location: "Our systems in India (the waitlist database and its backups).",
  impact: "Someone outside Stashd may have seen these details; we know of no misuse so far.",
  measures: "We closed the access, changed the credentials involved and are reviewing our logs.",
  remedial: "Be wary of e-mail or WhatsApp messages that claim to be from Stashd and ask for money or codes.",
};

/** The people a breach touched: a waitlist filter, or everyone ({}), as the waitlist list reads it. */
export function affectedPeople(db: Db, dialect: Dialect, filter: WaitlistFilter, before: string) {
  return filteredWaitlist(db, dialect, filter, before).where("surveyResponses.createdAt", "<=", before);
}

export async function recordBreach(db: Db, dialect: Dialect, input: BreachInput, by: string, now = new Date()) {
  const at = now.toISOString();
  const filter: WaitlistFilter = input.filter === "everyone" ? {} : input.filter;
  const counted = await affectedPeople(db, dialect, filter, at)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const row: BreachesTable = {
    id: randomId(12),
    foundAt: new Date(input.foundAt).toISOString(),
    description: input.description,
    dataItems: JSON.stringify(input.dataItems),
    filter: JSON.stringify(filter),
    location: input.location ?? DRAFTS.location,
    impact: input.impact ?? DRAFTS.impact,
    measures: input.measures ?? DRAFTS.measures,
    remedial: input.remedial ?? DRAFTS.remedial,
    drill: input.drill ? 1 : 0,
    affected: Number(counted?.n ?? 0),
    createdBy: by,
    createdAt: at,
    reportedAt: null,
    notifyJobId: null,
  };
  await db.insertInto("breaches").values(row).execute();
  return row;
}

export const reportDueAt = (foundAt: string) =>
  new Date(Date.parse(foundAt) + BREACH_REPORT_HOURS * HOUR_MS).toISOString();

/** The people's notices of each breach, by status. */
async function noticeCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, number>>();
  const rows = await db
    .selectFrom("personNotices")
    .select((eb) => ["ref", "status", eb.fn.countAll<number>().as("n")])
    .where("kind", "=", "breach")
    .where("ref", "in", ids)
    .groupBy(["ref", "status"])
    .execute();
  const byBreach = new Map<string, Record<string, number>>();
  for (const row of rows) byBreach.set(row.ref, { ...byBreach.get(row.ref), [row.status]: Number(row.n) });
  return byBreach;
}

export function toBreach(row: BreachesTable, counts: Record<string, number> = {}): Breach {
  const { id, foundAt, description, affected, createdBy, createdAt, reportedAt } = row;
  return {
    id,
    foundAt,
    description,
    dataItems: JSON.parse(row.dataItems) as string[],
    drill: row.drill === 1,
    affected,
    createdBy,
    createdAt,
    reportDueAt: reportDueAt(foundAt),
    reportedAt,
    notices: {
      started: row.notifyJobId !== null,
      pending: counts.pending ?? 0,
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      drill: counts.drill ?? 0,
    },
  };
}

export async function listBreaches(db: Db) {
  const rows = await db.selectFrom("breaches").selectAll().orderBy("createdAt", "desc").execute();
  const counts = await noticeCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toBreach(row, counts.get(row.id)));
}

export async function findBreach(db: Db, id: string) {
  const row = await db.selectFrom("breaches").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return { row, breach: toBreach(row, (await noticeCounts(db, [id])).get(id)) };
}

/** Breaches whose report is not yet marked sent: the founder's home shows their 72-hour clocks. */
export async function openBreachClocks(db: Db) {
  const rows = await db
    .selectFrom("breaches")
    .select(["id", "foundAt", "drill"])
    .where("reportedAt", "is", null)
    .orderBy("foundAt")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    foundAt: row.foundAt,
    reportDueAt: reportDueAt(row.foundAt),
    drill: row.drill === 1,
  }));
}
