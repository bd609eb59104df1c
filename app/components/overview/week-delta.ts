import { formatCount } from "../admin/format-count";

export type Direction = "up" | "down" | "flat";

export interface WeekDelta {
  direction: Direction;
  /** "+40%", "−25%", "new" (nothing the week before) or "same". */
  text: string;
  /** The whole comparison in words, for screen readers and the tooltip. */
  words: string;
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** This week against last, as Plausible and Stripe show it: the change's direction and size in per cent. */
export function weekDelta(thisWeek: number, lastWeek: number): WeekDelta {
  const before = `${formatCount(lastWeek)} the week before`;
  if (thisWeek === lastWeek) return { direction: "flat", text: "same", words: `Same as the week before (${before})` };
  const direction: Direction = thisWeek > lastWeek ? "up" : "down";
  if (lastWeek === 0) return { direction, text: "new", words: "Up from none the week before" };
  const change = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  const text = `${change > 0 ? "+" : "−"}${percent.format(Math.abs(change))}%`;
  return { direction, text, words: `${direction === "up" ? "Up" : "Down"} ${text.slice(1)} from ${before}` };
}
