import { sql } from "kysely";
import { sourceLabel } from "../../../contract/traffic-source.js";
import {
  BREAKDOWN_TOP_GROUPS,
  type BreakdownGrouping,
  type BreakdownRow,
  type BreakdownRowKind,
  type DayRange,
  NONE_LABEL,
  NOT_ON_WAITLIST_LABEL,
  OTHER_COMPANY_LABEL,
  OTHER_LABEL,
} from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { FUNNEL_STEPS, type FunnelStep, peopleAt } from "../funnel/funnel-steps.js";
import { utcBounds } from "../funnel/range.js";
import { CONFIRMED_DAYS_TABLE, dimensionValueSql, GROUP_DAYS_TABLE } from "../funnel/read-model.js";
import { binaryOrder, groupLabelSql, tidySql } from "./breakdown-sql.js";

/**
 * The events of a step inside the range, pre-counted per raw (kind, dimension value, company) so that the
 * tidying and ranking below run on distinct values, not on every row. Waitlist entries and confirmed ones
 * come pre-counted per Indian day by the read model (funnel/read-model.ts). Invited people are entries dated
 * by their invited_at (a range of the covering index survey_responses_invited_by_day,
 * migrations/001-initial-schema/waitlist.ts); invited people with no entry are of kind 'not_on_waitlist'.
 * Accounts are attributed to their entry by e-mail address.
 */
function stepCounts(db: Db, dialect: Dialect, by: BreakdownGrouping, step: FunnelStep, range: DayRange) {
  if (step === "waitlists" || step === "confirmed") {
    const table = step === "waitlists" ? GROUP_DAYS_TABLE : CONFIRMED_DAYS_TABLE;
    return sql`select ${sql.lit(step)} as step, 'group' as kind, value as v, company as c, sum(n) as n
      from ${sql.table(table)}
      where dimension = ${by} and day >= ${range.from} and day <= ${range.to}
      group by value, company having sum(n) > 0`;
  }
  const { start, end } = utcBounds(range);
  const { join, value } = dimensionValueSql(dialect, by, "sr");
  if (step === "invites") {
    const dated = sql.ref("sr.invited_at");
    const entries = sql`select ${sql.lit(step)} as step, 'group' as kind, ${sql.raw(value)} as v, sr.company as c,
        count(*) as n
      from survey_responses sr ${sql.raw(join)} where ${dated} >= ${start} and ${dated} < ${end}
      group by ${sql.raw(value)}, sr.company`;
    // Every entry is dated by its person's first invite (invited_at), so the people with no entry are the
    // invited people of the range less the entries: a count of the invites' people, not a probe per invite.
    const people = db
      .selectFrom(peopleAt(db, step))
      .select((eb) => eb.fn.countAll().as("n"))
      .where("p.at", ">=", start)
      .where("p.at", "<", end);
    const onList = sql`select count(*) from survey_responses sr where ${dated} >= ${start} and ${dated} < ${end}`;
    return sql`${entries} union all select ${sql.lit(step)}, 'not_on_waitlist', null, null, n from (
        select (${people}) - (${onList}) as n) o
      where n > 0`;
  }
  const kind = sql.raw("case when sr.id is null then 'not_on_waitlist' else 'group' end");
  return sql`select ${sql.lit(step)} as step, ${kind} as kind, ${sql.raw(value)} as v, sr.company as c, count(*) as n
    from users p left join survey_responses sr on sr.email = p.email ${sql.raw(join)}
    where p.created_at >= ${start} and p.created_at < ${end}
    group by ${kind}, ${sql.raw(value)}, sr.company`;
}

/** A result row; PostgreSQL returns sums as numeric strings. */
type Counted = { kind: BreakdownRowKind; grp: string; company: string | null } & Record<FunnelStep, number | string>;

/**
 * Waitlists, invites and signups in the range, counted as people by the one funnel rule and grouped in
 * SQL (by the chosen dimension and by company, case and spacing ignored), so only the answer comes back:
 * the top groups by waitlists, one "Other" row adding up the rest (so columns still add up to the totals)
 * and the people who were never on the waitlist.
 */
export async function funnelBreakdown(
  db: Db,
  dialect: Dialect,
  by: BreakdownGrouping,
  range: DayRange,
): Promise<BreakdownRow[]> {
  const counts = sql.join(
    FUNNEL_STEPS.map((step) => stepCounts(db, dialect, by, step, range)),
    sql` union all `,
  );
  const spelling = tidySql(dialect, "raw.c");
  const events = sql.raw(`select step, kind, n,
      case when kind = 'not_on_waitlist' then '${NOT_ON_WAITLIST_LABEL}'
        else coalesce(nullif(${groupLabelSql(dialect, by, "raw.v")}, ''), '${NONE_LABEL}') end as grp,
      ${spelling} as spelling, lower(${spelling}) as ckey
    from raw`);
  // Step names are the column names; they are constants, so they are written into the SQL text.
  const each = (template: (step: FunnelStep) => string, separator = ", ") =>
    sql.raw(FUNNEL_STEPS.map(template).join(separator));
  const ranking = each((step) => `${step} desc`);
  // Ranked with ORDER BY ... LIMIT (a top-N sort); labels are only worked out for the groups shown.
  const { rows } = await sql<Counted>`
    with raw as (${counts}),
    events as (${events}),
    keyed as (
      select kind, grp, ckey, ${each((step) => `sum(case when step = '${step}' then n else 0 end) as ${step}`)}
      from events group by kind, grp, ckey
    ),
    top as (
      select grp, ckey, ${each((step) => step)} from keyed where kind = 'group'
      order by ${ranking}, grp, ckey limit ${sql.lit(BREAKDOWN_TOP_GROUPS)}
    ),
    labels as (
      select e.grp, e.ckey, e.spelling, row_number() over (
        partition by e.grp, e.ckey order by sum(e.n) desc, ${binaryOrder(dialect, "e.spelling")}
      ) as r
      from events e join top t on t.grp = e.grp and t.ckey = e.ckey
      group by e.grp, e.ckey, e.spelling
    )
    select 0 as ord, 'group' as kind, t.grp, l.spelling as company, ${each((step) => `t.${step}`)}
      from top t join labels l on l.grp = t.grp and l.ckey = t.ckey and l.r = 1
    union all
    select 1, 'other', ${sql.lit(OTHER_LABEL)}, ${sql.lit(OTHER_COMPANY_LABEL)},
        ${each((step) => `sum(k.${step}) - (select sum(${step}) from top)`)}
      from keyed k where k.kind = 'group' having count(*) > ${sql.lit(BREAKDOWN_TOP_GROUPS)}
    union all
    select 2, kind, grp, ${sql.lit(NONE_LABEL)}, ${each((step) => step)} from keyed where kind = 'not_on_waitlist'
    order by ord, ${ranking}, grp, company`.execute(db);
  const shown = rows.map((row) => toRow(by, row));
  return by === "utm_source" ? labelledSources(shown) : shown;
}

/**
 * A UTM source is shown only when it is a short label (contract/traffic-source.ts): a group whose value
 * is a message or a link is added into the "Other" row (made if the top groups left none).
 */
function labelledSources(rows: BreakdownRow[]): BreakdownRow[] {
  const isMessage = (row: BreakdownRow) =>
    row.kind === "group" && "source" in row && row.source !== NONE_LABEL && sourceLabel(row.source) === OTHER_LABEL;
  const messages = rows.filter(isMessage);
  if (messages.length === 0) return rows;
  const kept = rows.filter((row) => !isMessage(row));
  let other = kept.find((row) => row.kind === "other");
  if (!other) {
    other = { kind: "other", source: OTHER_LABEL, company: OTHER_COMPANY_LABEL, ...zeroCounts() };
    const at = kept.findIndex((row) => row.kind === "not_on_waitlist");
    kept.splice(at === -1 ? kept.length : at, 0, other);
  }
  for (const row of messages) for (const step of FUNNEL_STEPS) other[step] += row[step];
  return kept;
}

const zeroCounts = () => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;

function toRow(by: BreakdownGrouping, row: Counted): BreakdownRow {
  const counts = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Number(row[step])])) as Record<
    FunnelStep,
    number
  >;
  const company = row.company || NONE_LABEL;
  return by === "utm_source"
    ? { kind: row.kind, source: row.grp, company, ...counts }
    : { kind: row.kind, city: row.grp, company, ...counts };
}
