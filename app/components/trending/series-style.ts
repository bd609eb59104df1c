import type { TimeseriesPoint } from "../../../contract/trending";

/** A day of the chart: the funnel's steps, with the day's visitors from the traffic report in front. */
export type ChartPoint = TimeseriesPoint & { visitors: number };

interface SeriesStyle {
  key: keyof Omit<ChartPoint, "date">;
  label: string;
  /** A Tailwind stroke class; the colour must reach 3:1 against white. */
  stroke: string;
  dash: string | undefined;
  /** Visitors are read on the right-hand axis: they outnumber every funnel step a hundred to one. */
  axis: "left" | "right";
}

/** The five funnel lines: told apart by colour and by dash pattern, so colour is never the only cue. */
export const SERIES = [
  { key: "visitors", label: "Visitors", stroke: "stroke-violet-700", dash: "1 3", axis: "right" },
  { key: "waitlists", label: "Waitlists", stroke: "stroke-teal", dash: undefined, axis: "left" },
  { key: "confirmed", label: "Confirmed", stroke: "stroke-sky-700", dash: "12 3 2 3", axis: "left" },
  { key: "invites", label: "Invites Sent", stroke: "stroke-amber-700", dash: "7 4", axis: "left" },
  { key: "signups", label: "Signups", stroke: "stroke-ink", dash: "2 3", axis: "left" },
] as const satisfies readonly SeriesStyle[];
