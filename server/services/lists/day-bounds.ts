import { addDays, istDayStartUtc } from "../../../contract/trending-days.js";

/** The UTC instants bounding Indian days from…to, both included; an end left out stays open. */
export function dayBounds(from?: string, to?: string): { start?: string; end?: string } {
  return {
    ...(from === undefined ? {} : { start: istDayStartUtc(from) }),
    ...(to === undefined ? {} : { end: istDayStartUtc(addDays(to, 1)) }),
  };
}
