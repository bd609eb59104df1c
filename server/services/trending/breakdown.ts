import { sql } from "kysely";
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
import { FUNNEL_STEPS, type FunnelStep, peopleAt } from "../funnel/counting.js";
import { binaryOrder, groupSql, tidySql } from "./breakdown-sql.js";
import { utcBounds } from "./range.js";

/**
 * One row per event of a step inside the range: step, kind, group and company spelling, attributed to the
 * person's waitlist entry `sr` (joined on the e-mail address). A waitlist event is its own entry; a person
 * with no entry falls in the "not on the waitlist" group.
 */
function stepEvents(db: Db, dialect: Dialect, by: BreakdownGrouping, step: FunnelStep, range: DayRange) {
  const { start, end } = utcBounds(range);
  const group = groupSql(dialect, by);
  const columns = sql.raw(`case when sr.id is null then 'not_on_waitlist' else 'group' end as kind,
    case when sr.id is null then '${NOT_ON_WAITLIST_LABEL}' else coalesce(nullif(${group.value}, ''), '${NONE_LABEL}') end as grp,
    ${tidySql(dialect, "sr.company")} as spelling`);
  const join = sql.raw(group.join);
  if (step === "waitlists") {
    return sql`select ${sql.lit(step)} as step, ${columns} from survey_responses sr ${join}
      where sr.created_at >= ${start} and sr.created_at < ${end}`;
  }
  return sql`select ${sql.lit(step)} as step, ${columns} from ${peopleAt(db, step)}
      left join survey_responses sr on sr.email = p.email ${join}
      where p.at >= ${start} and p.at < ${end}`;
}

type Counted = { kind: BreakdownRowKind; grp: string; company: string | null } & Record<
  FunnelStep,
  number | string | null
>;

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
  const events = sql.join(
    FUNNEL_STEPS.map((step) => stepEvents(db, dialect, by, step, range)),
    sql` union all `,
  );
  // Step names are the column names; they are constants, so they are written into the SQL text.
  const each = (template: (step: FunnelStep) => string, separator = ", ") =>
    sql.raw(FUNNEL_STEPS.map(template).join(separator));
  const { rows } = await sql<Counted & { rn: number }>`
    with events as (${events}),
    counted as (
      select kind, grp, lower(spelling) as ckey, spelling,
        ${each((step) => `sum(case when step = '${step}' then 1 else 0 end) as ${step}`)}
      from events group by kind, grp, lower(spelling), spelling
    ),
    keyed as (
      select grp, ckey, ${each((step) => `sum(${step}) as ${step}`)},
        row_number() over (order by ${each((step) => `sum(${step}) desc`)}, grp, ckey) as rn
      from counted where kind = 'group' group by grp, ckey
    ),
    labels as (
      select grp, ckey, spelling, row_number() over (
        partition by grp, ckey order by ${each((step) => step, " + ")} desc, ${binaryOrder(dialect, "spelling")}
      ) as r
      from counted where kind = 'group'
    )
    select 'group' as kind, k.grp, l.spelling as company, ${each((step) => `k.${step}`)}, k.rn
      from keyed k join labels l on l.grp = k.grp and l.ckey = k.ckey and l.r = 1
      where k.rn <= ${sql.lit(BREAKDOWN_TOP_GROUPS)}
    union all
    select 'other', ${sql.lit(OTHER_LABEL)}, ${sql.lit(OTHER_COMPANY_LABEL)}, ${each((step) => `sum(${step})`)},
        ${sql.lit(BREAKDOWN_TOP_GROUPS + 1)}
      from keyed where rn > ${sql.lit(BREAKDOWN_TOP_GROUPS)}
    union all
    select kind, grp, ${sql.lit(NONE_LABEL)}, ${each((step) => `sum(${step})`)}, ${sql.lit(BREAKDOWN_TOP_GROUPS + 2)}
      from counted where kind = 'not_on_waitlist' group by kind, grp
    order by rn`.execute(db);
  // The "Other" aggregate answers one row of nulls when nothing is past the top groups.
  return rows.filter((row) => row.waitlists !== null).map((row) => toRow(by, row));
}

function toRow(by: BreakdownGrouping, row: Counted): BreakdownRow {
  // PostgreSQL returns sums as numeric strings.
  const counts = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, Number(row[step])])) as Record<
    FunnelStep,
    number
  >;
  const company = row.company || NONE_LABEL;
  return by === "utm_source"
    ? { kind: row.kind, source: row.grp, company, ...counts }
    : { kind: row.kind, city: row.grp, company, ...counts };
}
