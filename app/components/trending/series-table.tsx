import type { TimeseriesPoint } from "../../../contract/trending";
import { formatCount, formatDay } from "./format";
import { SERIES } from "./series-style";

/** The chart's raw series as a table: the accessible alternative, one row per day. */
export function SeriesTable({ id, points }: { id: string; points: TimeseriesPoint[] }) {
  return (
    // The table scrolls inside its box, so the box takes focus for keyboard scrolling (it has no links).
    <section
      id={id}
      aria-label="Daily figures"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="mt-4 max-h-96 overflow-auto rounded-lg border border-ink/10"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Daily waitlists, invites sent and signups (India time)</caption>
        <thead className="sticky top-0 bg-sand text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            {SERIES.map((s) => (
              <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date} className="border-t border-ink/5">
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                <time dateTime={point.date}>{formatDay(point.date)}</time>
              </th>
              {SERIES.map((s) => (
                <td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
                  {formatCount(point[s.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
