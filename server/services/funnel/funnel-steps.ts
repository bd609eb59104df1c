import { type AliasedSelectQueryBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { DayRange } from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { dayPartsSql, istDayOf } from "./ist-day-sql.js";
import { utcBounds } from "./range.js";
import { CONFIRMED_DAYS_TABLE, confirmedCount, GROUP_DAYS_TABLE, waitlistSize } from "./read-model.js";

/**
 * The lead funnel's one counting rule, used by the staff dashboard and the trending screen alike
 * (docs/history.md, 040). The funnel counts people: a person is a normalised e-mail
 * address, and each step is the set of people who reached it, each once, at the instant they did.
 */
export const FUNNEL_STEPS = ["waitlists", "confirmed", "invites", "signups"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface Person {
  email: string;
  at: string;
}
/** A query of people, to be used as a subquery under an alias of the caller's choice. */
interface People {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<Person, A>;
}

/**
 * Who reached each step, in funnel order. Adding a step (say "confirmed", between waitlists and invites)
 * is one entry here, one in REACHED and one in FUNNEL_STEPS; totals, rates, days and breakdown follow.
 */
const PEOPLE: Record<FunnelStep, (db: Db) => People> = {
  // One entry per address (unique index), so entries are people.
  waitlists: (db) => db.selectFrom("surveyResponses").select(["email", "createdAt as at"]),
  // Confirmed their address from the personal page (docs/decisions/060); dated by the confirmation.
  confirmed: (db) =>
    db
      .selectFrom("surveyResponses")
      .where("confirmedAt", "is not", null)
      .select((eb) => ["email", eb.ref("confirmedAt").$castTo<string>().as("at")]),
  // Invited: has an invite that was not revoked (expired ones still count); dated by the first such invite.
  invites: (db) =>
    db
      .selectFrom("invites")
      .where("status", "!=", "revoked")
      .groupBy("email")
      .select((eb) => ["email", eb.fn.min<string>("createdAt").as("at")]),
  // One account per address (unique index).
  signups: (db) => db.selectFrom("users").select(["email", "createdAt as at"]),
};

/** The address of the person `p` of an outer query (see REACHED). */
const PERSON = sql.ref<string>("p.email");

/**
 * Whether the person `p` reached each step, as a query for EXISTS: an index probe per person, where
 * joining the people of two steps would group every invite first (docs/history.md, 103). One entry per step too.
 */
const REACHED: Record<FunnelStep, (db: Db) => SelectQueryBuilder<Database, keyof Database, unknown>> = {
  waitlists: (db) => db.selectFrom("surveyResponses").select("id").where("email", "=", PERSON),
  confirmed: (db) =>
    db.selectFrom("surveyResponses").select("id").where("email", "=", PERSON).where("confirmedAt", "is not", null),
  invites: (db) => db.selectFrom("invites").select("id").where("email", "=", PERSON).where("status", "!=", "revoked"),
  signups: (db) => db.selectFrom("users").select("id").where("email", "=", PERSON),
};

/** The people of a step as a subquery aliased `p` with columns email and at. */
export function peopleAt(db: Db, step: FunnelStep) {
  return PEOPLE[step](db).as("p");
}

/** The step before this one, or undefined for the first. */
export function previousStep(step: FunnelStep): FunnelStep | undefined {
  return FUNNEL_STEPS[FUNNEL_STEPS.indexOf(step) - 1];
}

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) {
  // PostgreSQL returns count(*) as a bigint string.
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * People with an invite that was not revoked, kept in row_counts by the invite triggers of
 * migrations/001-initial-schema/row-counts.ts.
 */
async function invitedPeople(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select n from row_counts where name = 'invited_people'`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * All-time number of people at a step; the read model counts entries and confirmed ones (read-model.ts),
 * the invites' triggers count invited people.
 */
export function countPeople(db: Db, step: FunnelStep): Promise<number> {
  if (step === "waitlists") return waitlistSize(db);
  if (step === "confirmed") return confirmedCount(db);
  if (step === "invites") return invitedPeople(db);
  return countOf(db.selectFrom(peopleAt(db, step)).select((eb) => eb.fn.countAll().as("n")));
}

/**
 * The steps dated on the person's waitlist entry itself, by the column that dates them (invited_at is kept
 * from the invites by the triggers of migrations/001-initial-schema/invited-entries.ts, and by the read model
 * for entries invited before they joined): people at two of them are entries with both set.
 */
const ON_ENTRY: Partial<Record<FunnelStep, "createdAt" | "confirmedAt" | "invitedAt">> = {
  waitlists: "createdAt",
  confirmed: "confirmedAt",
  invites: "invitedAt",
};

/** People at a step who also reached the step before it: the numerator of that step's rate. */
export function countConverted(db: Db, step: FunnelStep, before: FunnelStep): Promise<number> {
  const [dated, datedBefore] = [ON_ENTRY[step], ON_ENTRY[before]];
  if (dated && datedBefore) {
    // Every entry has a created_at: testing it too made PostgreSQL read the table instead of an index.
    return countOf(
      db
        .selectFrom("surveyResponses")
        .where(dated, "is not", null)
        .$if(datedBefore !== "createdAt", (qb) => qb.where(datedBefore, "is not", null))
        .select((eb) => eb.fn.countAll().as("n")),
    );
  }
  return countOf(
    db
      .selectFrom(peopleAt(db, step))
      .where((eb) => eb.exists(REACHED[before](db)))
      .select((eb) => eb.fn.countAll().as("n")),
  );
}

/**
 * Steps whose every person reached the step before by construction, so that their conversion is their
 * count: a confirmed person is a waitlist entry, and an account is made from an accepted invite of its own
 * address (onboarding.ts), which can no longer be revoked.
 */
const ALWAYS_CONVERTED: ReadonlySet<FunnelStep> = new Set(["confirmed", "signups"]);

export interface StepTotal {
  step: FunnelStep;
  people: number;
  /** People here who were also at the previous step; null for the first step. */
  converted: number | null;
}

/** Every step's all-time total and its conversion from the step before. */
export function funnelTotals(db: Db): Promise<StepTotal[]> {
  return Promise.all(
    FUNNEL_STEPS.map(async (step) => {
      const before = previousStep(step);
      const sameCount = ALWAYS_CONVERTED.has(step);
      const [people, converted] = await Promise.all([
        countPeople(db, step),
        before && !sameCount ? countConverted(db, step, before) : null,
      ]);
      return { step, people, converted: sameCount ? people : converted };
    }),
  );
}

/**
 * Waitlist entries (or confirmed ones) per Indian day, from the read model's counters: every entry is
 * counted once under its home city, so summing that dimension's counters per day counts entries without
 * reading them.
 */
async function entriesPerDay(db: Db, table: string, range: DayRange) {
  const { rows } = await sql<{ day: string; n: number | string }>`select day, sum(n) as n
    from ${sql.table(table)} where dimension = 'home_city' and day >= ${range.from} and day <= ${range.to}
    group by day having sum(n) > 0`.execute(db);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** People reaching a step per Indian day inside the range (only days with any). */
export async function peoplePerDay(db: Db, step: FunnelStep, range: DayRange) {
  if (step === "waitlists") return entriesPerDay(db, GROUP_DAYS_TABLE, range);
  if (step === "confirmed") return entriesPerDay(db, CONFIRMED_DAYS_TABLE, range);
  const { start, end } = utcBounds(range);
  const { utcDay, late } = dayPartsSql("p.at");
  const rows = await db
    .selectFrom(peopleAt(db, step))
    .select((eb) => [utcDay.as("utcDay"), late.as("late"), eb.fn.countAll().as("n")])
    .where("p.at", ">=", start)
    .where("p.at", "<", end)
    .groupBy(["utcDay", "late"])
    .execute();
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = istDayOf(row.utcDay, row.late);
    days.set(day, (days.get(day) ?? 0) + Number(row.n));
  }
  return days;
}
