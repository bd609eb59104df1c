import { sql } from "kysely";
import { indiaWeekStart } from "../../../contract/hub-rules.js";
import { OVERVIEW_SOURCES, OVERVIEW_WAVES, type Overview } from "../../../contract/overview.js";
import { TRAFFIC_OTHER_LABEL } from "../../../contract/traffic.js";
import type { DayRange } from "../../../contract/trending.js";
import { addDays, istDayOf } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";
import { confirmationByChannel, confirmedByChannel } from "../funnel/confirmation-by-channel.js";
import { peoplePerDay } from "../funnel/funnel-steps.js";
import { utcBounds } from "../funnel/range.js";
import { listHubs } from "../hubs/hubs.js";
import { recentWaves } from "../jobs/waves.js";
import { trafficReport } from "../traffic/report.js";

/** The last seven Indian days, today included, and the seven before them. */
export function weeks(now: Date): { thisWeek: DayRange; lastWeek: DayRange } {
  const today = istDayOf(now);
  return {
    thisWeek: { from: addDays(today, -6), to: today },
    lastWeek: { from: addDays(today, -13), to: addDays(today, -7) },
  };
}

const sum = (days: ReadonlyMap<string, number>) => [...days.values()].reduce((total, n) => total + n, 0);
const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * Each figure is a range of an index or a read-model tally, never the whole table: joins and confirmations
 * from the funnel's day counters, invites from invites_created_at, accounts from users_created_at.
 */
async function weekCounts(db: Db, range: DayRange) {
  const { start, end } = utcBounds(range);
  const invites = db
    .selectFrom("invites")
    .where("createdAt", ">=", start)
    .where("createdAt", "<", end)
    .where("status", "!=", "revoked");
  const [joins, confirmed, sent, accepted, signups] = await Promise.all([
    peoplePerDay(db, "waitlists", range).then(sum),
    peoplePerDay(db, "confirmed", range).then(sum),
    invites
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst()
      .then(n),
    // Of the week's invites, those accepted so far: the week's acceptance, not last month's invites. The
    // no-op coalesce keeps SQLite on the week's range instead of every accepted invite ever.
    invites
      .where(sql`coalesce(status, '')`, "=", "accepted")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst()
      .then(n),
    db
      .selectFrom("users")
      .where("createdAt", ">=", start)
      .where("createdAt", "<", end)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst()
      .then(n),
  ]);
  return { joins, confirmed, invitesSent: sent, invitesAccepted: accepted, signups };
}

export async function weekOverview(db: Db, now = new Date()): Promise<Omit<Overview, "updatedAt">> {
  const { thisWeek, lastWeek } = weeks(now);
  const [current, previous, hubs, waves, traffic, confirmation, confirmedSplit] = await Promise.all([
    weekCounts(db, thisWeek),
    weekCounts(db, lastWeek),
    listHubs(db, now),
    recentWaves(db, OVERVIEW_WAVES),
    trafficReport(db, thisWeek),
    confirmationByChannel(db, thisWeek),
    confirmedByChannel(db, thisWeek),
  ]);
  const steps = (Object.keys(current) as (keyof typeof current)[]).map((step) => ({
    step,
    thisWeek: current[step],
    lastWeek: previous[step],
  }));
  return {
    thisWeek,
    lastWeek,
    steps,
    confirmedByChannel: confirmedSplit,
    hubWeekStart: istDayOf(indiaWeekStart(now)),
    hubs: hubs
      .filter((hub) => hub.status === "live")
      .map((hub) => ({
        city: hub.city,
        weeklyCapacity: hub.weeklyCapacity,
        accountsThisWeek: hub.accountsThisWeek,
        // A place is a person: a fraction of one (left by the acceptance rate) is not a place to fill.
        freeThisWeek: Math.max(0, Math.floor(hub.freeThisWeek)),
        acceptanceRate: hub.acceptanceRate,
        eligible: hub.eligible,
        openInvites: hub.openInvites,
      })),
    waves: waves.map(({ id, city, createdAt, invited, accepted }) => ({ id, city, createdAt, invited, accepted })),
    sources: traffic.sources
      .filter((row) => row.source !== TRAFFIC_OTHER_LABEL && row.visitors + row.joins > 0)
      .slice(0, OVERVIEW_SOURCES),
    confirmation,
  };
}
