import type { Intake } from "../../../contract/hub-rules";
import { formatCount } from "../admin/format-count";

const rate = (value: number) => Number(value.toFixed(2)).toString();

/**
 * The sum behind "Free places this week" (contract/hub-rules.ts, freeThisWeek), said wherever the figure
 * is: intake − sign-ups this week − open invites × the acceptance rate, rounded down. Null without an intake.
 */
export function freeSum(hub: Intake): string | null {
  if (hub.weeklyCapacity === null) return null;
  return `${formatCount(hub.weeklyCapacity)} − ${formatCount(hub.accountsThisWeek)} − ${formatCount(hub.openInvites)} × ${rate(hub.acceptanceRate)}, rounded down`;
}
