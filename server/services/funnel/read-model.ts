import type { FastifyBaseLogger } from "fastify";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { addDemand } from "../hubs/demand-tallies.js";
import { istDaySql } from "./ist-day-sql.js";

/**
 * The funnel's read model, all of it in this file (docs/decisions/201). A sign-up writes its entry and
 * nothing else; the entry waits with `rolled_up = 0`. The refresh, every minute and before a staff report
 * reads (refresh()), takes the waiting entries (ROLL_UP_BATCH to a transaction) and adds them to:
 * - waitlist_group_days: entries per Indian day × breakdown dimension value × company (the trending
 *   breakdown and daily series read these instead of a million entries), and confirmed_group_days: the
 *   confirmed ones the same way, by the day of their confirmation;
 * - traffic_join_days: sign-ups per day × landing page × source (the traffic report's joins);
 * - demand_days: per city, day and trips a month, who has it as home or wants it (hubs/demand-tallies.ts);
 * - row_counts: the waitlist's size and how many of it are confirmed (waitlistSize and confirmedCount add
 *   the few entries still waiting, so both stay exact);
 * - survey_responses.invited_at of an entry whose address was invited before it joined (invites keep it
 *   for entries already there: migrations/001-initial-schema/invited-entries.ts).
 * Confirmations, edits and erasures of entries already rolled up adjust these counters through the schema's
 * update and delete triggers, which skip entries still waiting (migrations/001-initial-schema/row-counts.ts,
 * funnel.ts and traffic.ts): rare writes, off the public path.
 */
export const GROUP_DAYS_TABLE = "waitlist_group_days";
export const CONFIRMED_DAYS_TABLE = "confirmed_group_days";
export const JOIN_DAYS_TABLE = "traffic_join_days";

/** The breakdown's dimensions and the column each reads (preferred cities: one row per city of the list). */
const DIMENSIONS = { home_city: "home_city", utm_source: "utm_source", preferred_city: "preferred_cities" };
export type Dimension = keyof typeof DIMENSIONS;

/**
 * The raw value of a dimension for rows `alias` of survey_responses, and the join it needs: a JSON list of
 * preferred cities is unpacked into rows `pc`, one per text item, or one NULL row when there is none. The
 * schema's funnel triggers hold the same (runtime-copies.test.ts).
 */
export function dimensionValueSql(dialect: Dialect, dimension: Dimension, alias: string) {
  const column = `${alias}.${DIMENSIONS[dimension]}`;
  if (dimension !== "preferred_city") return { join: "", value: column };
  if (dialect === "postgres") {
    return {
      join: `left join lateral jsonb_array_elements(case when ${column} ~ '^\\s*\\[' then ${column}::jsonb else '[]'::jsonb end) pc(value) on jsonb_typeof(pc.value) = 'string'`,
      value: "(pc.value #>> '{}')",
    };
  }
  return {
    join: `left join json_each(case when json_valid(${column}) and json_type(${column}) = 'array' then ${column} else '[]' end) pc on pc.type = 'text'`,
    value: "pc.value",
  };
}

/**
 * The entries a roll-up counts: those it took (2), or, when nothing else writes meanwhile (a bulk load), all
 * that wait (0). `<> 1` as well, so that SQLite reads them through the partial index.
 */
type Taken = 0 | 2;
const taken = (alias: string, state: Taken) => sql.raw(`${alias}.rolled_up = ${state} and ${alias}.rolled_up <> 1`);

/** Entries per day, dimension value and company into `table`, each dated by `dated` (and only when it is set). */
function addGroupDays(dialect: Dialect, state: Taken, table: string, dated: "created_at" | "confirmed_at") {
  const day = istDaySql(dialect, `r.${dated}`);
  const perDimension = (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => {
    const { join, value } = dimensionValueSql(dialect, dimension, "r");
    return sql`select ${sql.lit(dimension)} as dimension, ${day} as day, coalesce(${sql.raw(value)}, '') as value,
      coalesce(r.company, '') as company from survey_responses r ${sql.raw(join)}
      where ${taken("r", state)} and ${sql.ref(`r.${dated}`)} is not null`;
  });
  // Sorted, so that concurrent PostgreSQL writers lock the counters in one order; "where true" is SQLite's
  // rule for an upsert from a SELECT.
  return sql`insert into ${sql.table(table)} (dimension, day, value, company, n)
    select dimension, day, value, company, count(*) from (${sql.join(perDimension, sql` union all `)}) x where true
    group by dimension, day, value, company order by dimension, day, value, company
    on conflict (dimension, day, value, company) do update set n = ${sql.table(table)}.n + excluded.n`;
}

function addJoinDays(dialect: Dialect, state: Taken): RawBuilder<unknown> {
  return sql`insert into ${sql.table(JOIN_DAYS_TABLE)} (day, path, source, joins)
    select day, path, source, count(*) from (
      select ${istDaySql(dialect, "r.created_at")} as day, coalesce(r.landing_path, '') as path,
        coalesce(r.landing_source, '') as source from survey_responses r where ${taken("r", state)}
    ) x where true group by day, path, source order by day, path, source
    on conflict (day, path, source) do update set joins = ${sql.table(JOIN_DAYS_TABLE)}.joins + excluded.joins`;
}

/**
 * How many of the rows read are confirmed. Not `where confirmed_at is not null`: SQLite would then read the
 * 700,000 confirmed entries of a million through their partial index instead of the few waiting ones.
 */
const CONFIRMED = sql`coalesce(sum(case when confirmed_at is null then 0 else 1 end), 0)`;

/**
 * When the address `email` (an SQL expression) was first invited, not counting revoked invites: the funnel's
 * "invited" step. The schema's invite triggers keep it with the same subquery (runtime-copies.test.ts).
 */
export const firstInviteSql = (email: string) =>
  `(select min(created_at) from invites where invites.email = ${email} and status <> 'revoked')`;

/**
 * Entries per roll-up transaction. On SQLite a transaction holds the event loop and the write lock, so a
 * backlog is taken in pieces of about 50 ms: a million waiting entries (rows loaded straight into the
 * table) were rolled up in one transaction that stopped the server for 10 s (bench:tools' mixed run).
 */
export const ROLL_UP_BATCH = 5_000;

async function claimWaiting(trx: Db, batch: number) {
  // The state is tested outside the subquery too: PostgreSQL re-reads that condition on a row another
  // instance's refresh claimed meanwhile, and skips it.
  const claim = await sql`update survey_responses set rolled_up = 2 where rolled_up = 0 and id in (
      select id from survey_responses where rolled_up = 0 and rolled_up <> 1 limit ${batch})`.execute(trx);
  return Number(claim.numAffectedRows ?? 0);
}

async function countWaiting(trx: Db) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from survey_responses
    where rolled_up = 0 and rolled_up <> 1`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Rolls up every waiting entry, `batch` to a transaction with a turn of the event loop between; answers how many. */
export async function refreshFunnel(db: Db, dialect: Dialect, batch = ROLL_UP_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute((trx) => rollUpWaiting(trx, dialect, false, batch));
    total += n;
    if (n < batch) return total;
    await yieldToEventLoop();
  }
}

/**
 * The refresh's work, inside the caller's transaction. Taking the entries first (0 → 2, at most `batch`)
 * fixes the set on PostgreSQL, where sign-ups committing meanwhile stay 0 for the next one. A bulk load,
 * which holds the table alone, passes `alone` and skips that step: on PostgreSQL each UPDATE writes a new
 * version of every row, so a second pass over a million rows cost minutes.
 */
export async function rollUpWaiting(trx: Db, dialect: Dialect, alone = false, batch = ROLL_UP_BATCH): Promise<number> {
  const state: Taken = alone ? 0 : 2;
  const n = alone ? await countWaiting(trx) : await claimWaiting(trx, batch);
  if (n === 0) return 0;
  await addGroupDays(dialect, state, GROUP_DAYS_TABLE, "created_at").execute(trx);
  await addGroupDays(dialect, state, CONFIRMED_DAYS_TABLE, "confirmed_at").execute(trx);
  await addJoinDays(dialect, state).execute(trx);
  await addDemand(trx, dialect, `survey_responses.rolled_up = ${state} and survey_responses.rolled_up <> 1`);
  await sql`update row_counts set n = n + ${n} where name = 'survey_responses'`.execute(trx);
  await sql`update row_counts set n = n + (select ${CONFIRMED} from survey_responses
      where ${taken("survey_responses", state)}) where name = 'confirmed'`.execute(trx);
  // Only entries someone invited before they joined: on PostgreSQL an UPDATE writes a new version of every
  // row it matches, even to the same NULL, so matching them all rewrote the whole batch (a bulk load's
  // million rows, with every index) for the few that change.
  await sql`update survey_responses set invited_at = ${sql.raw(firstInviteSql("survey_responses.email"))}
      where ${taken("survey_responses", state)} and invited_at is null
      and exists (select 1 from invites i where i.email = survey_responses.email and i.status <> 'revoked')`.execute(
    trx,
  );
  await sql`update survey_responses set rolled_up = 1 where ${taken("survey_responses", state)}`.execute(trx);
  return n;
}

/** The whole waitlist's size, exact: the rolled-up count plus the entries still waiting. */
export async function waitlistSize(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select
    (select n from row_counts where name = 'survey_responses')
    + (select count(*) from survey_responses where rolled_up <> 1) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How many entries are confirmed, exact: the rolled-up count plus the confirmed entries still waiting. */
export async function confirmedCount(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select
    (select n from row_counts where name = 'confirmed')
    + (select ${CONFIRMED} from survey_responses where rolled_up <> 1) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How often the read model catches up by itself; staff reports also refresh it before they read. */
export const FUNNEL_REFRESH_MS = 60_000;

/** The read model as an app service: one refresh at a time, shared by whoever asks meanwhile. */
export function createFunnelReadModel(db: Db, dialect: Dialect, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  let refreshedAt = new Date(0);
  function refresh(): Promise<void> {
    running ??= refreshFunnel(db, dialect)
      .then(
        () => {
          refreshedAt = new Date();
        },
        (error) => log.warn({ err: error }, "refreshing the funnel read model failed"),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }
  const timer = setInterval(refresh, FUNNEL_REFRESH_MS);
  timer.unref();
  return {
    refresh,
    /** When the counters last caught up with every entry. */
    refreshedAt: () => refreshedAt,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
export type FunnelReadModel = ReturnType<typeof createFunnelReadModel>;
