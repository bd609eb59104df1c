import { sql } from "kysely";
import type { DayRange, Overview, TimeseriesPoint } from "../../../contract/trending.js";
import { ratio } from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { istDaySql } from "./ist-day-sql.js";
import { utcBounds } from "./range.js";
import { zeroFilledSeries } from "./series.js";

/*
 * Counting rules, shared with the staff dashboard: waitlists are survey_responses rows, invites are invite
 * rows not revoked, signups are users rows. Each event counts on the Indian day of its own createdAt.
 */

export async function funnelOverview(db: Db): Promise<Overview> {
  const [waitlists, invites, signups] = await Promise.all([
    db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("invites")
      .where("status", "!=", "revoked")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL returns count(*) as a bigint string.
  const [totalWaitlists, totalInvites, totalSignups] = [waitlists.n, invites.n, signups.n].map(Number) as [
    number,
    number,
    number,
  ];
  return {
    totalWaitlists,
    totalInvites,
    totalSignups,
    inviteRate: ratio(totalInvites, totalWaitlists),
    signupRate: ratio(totalSignups, totalInvites),
  };
}

/** Events per Indian day of one funnel table, inside the range (one row per day with any activity). */
async function dailyCounts(db: Db, dialect: Dialect, table: "surveyResponses" | "invites" | "users", range: DayRange) {
  const { start, end } = utcBounds(range);
  const rows = await db
    .selectFrom(table)
    .select((eb) => [istDaySql(dialect, "created_at").as("day"), eb.fn.countAll().as("n")])
    .where("createdAt", ">=", start)
    .where("createdAt", "<", end)
    .$if(table === "invites", (qb) => qb.where(sql.ref("status"), "!=", "revoked"))
    .groupBy("day")
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

export async function funnelTimeseries(db: Db, dialect: Dialect, range: DayRange): Promise<TimeseriesPoint[]> {
  const [waitlists, invites, signups] = await Promise.all([
    dailyCounts(db, dialect, "surveyResponses", range),
    dailyCounts(db, dialect, "invites", range),
    dailyCounts(db, dialect, "users", range),
  ]);
  return zeroFilledSeries(range, { waitlists, invites, signups });
}
