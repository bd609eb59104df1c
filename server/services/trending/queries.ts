import type { DayRange, Overview, TimeseriesPoint } from "../../../contract/trending.js";
import { ratio } from "../../../contract/trending.js";
import type { Db } from "../../db/database.js";
import { countConverted, FUNNEL_STEPS, type FunnelStep, funnelTotals, peoplePerDay } from "../funnel/funnel-steps.js";
import { zeroFilledSeries } from "./series.js";

/** The all-time totals of each step and the rate of each step from the one before, people over people. */
export async function funnelOverview(db: Db): Promise<Omit<Overview, "updatedAt">> {
  const [[waitlists, confirmed, invites, signups], invited] = await Promise.all([
    funnelTotals(db),
    // Invited waitlists are counted against the waitlist itself, not against the confirmed step before it.
    countConverted(db, "invites", "waitlists"),
  ]);
  const totalWaitlists = waitlists?.people ?? 0;
  const totalConfirmed = confirmed?.people ?? 0;
  const totalInvites = invites?.people ?? 0;
  return {
    totalWaitlists,
    totalConfirmed,
    totalInvites,
    totalSignups: signups?.people ?? 0,
    confirmRate: ratio(totalConfirmed, totalWaitlists),
    invitedWaitlists: invited,
    inviteRate: ratio(invited, totalWaitlists),
    accountRate: ratio(signups?.converted ?? 0, totalInvites),
  };
}

export async function funnelTimeseries(db: Db, range: DayRange): Promise<TimeseriesPoint[]> {
  const perStep = await Promise.all(FUNNEL_STEPS.map((step) => peoplePerDay(db, step, range)));
  const counts = Object.fromEntries(FUNNEL_STEPS.map((step, index) => [step, perStep[index] ?? new Map()]));
  return zeroFilledSeries(range, counts as Record<FunnelStep, Map<string, number>>);
}
