import { formatCount, formatDay } from "./format";
import { type ChartPoint, SERIES } from "./series-style";
import { CELL, TABLE_BOX } from "./table-style";

/** The chart's raw series as a table: the accessible alternative, one row per day. */
export function SeriesTable({ id, points }: { id: string; points: ChartPoint[] }) {
  return (
    // The table scrolls inside its box, so the box takes focus for keyboard scrolling (it has no links).
    <section
      id={id}
      aria-label="Daily figures"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className={`mt-4 max-h-96 ${TABLE_BOX}`}
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">
          Daily visitors, waitlists, confirmations, invites sent and signups (India time)
        </caption>
        <thead className="sticky top-0 bg-sand text-left">
          <tr>
            <th scope="col" className={`${CELL} text-left font-semibold`}>
              Date
            </th>
            {SERIES.map((s) => (
              <th key={s.key} scope="col" className={`${CELL} text-right font-semibold`}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date} className="border-t border-ink/5">
              <th scope="row" className={`${CELL} text-left font-normal whitespace-nowrap`}>
                <time dateTime={point.date}>{formatDay(point.date)}</time>
              </th>
              {SERIES.map((s) => (
                <td key={s.key} className={`${CELL} text-right tabular-nums`}>
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
