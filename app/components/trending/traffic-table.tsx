import { useState } from "react";
import { formatCount, formatRate } from "./format";
import { ScrollBox } from "./scroll-box";
import { CELL } from "./table-style";
import {
  DEFAULT_TRAFFIC_SORT,
  nextTrafficSort,
  sortTrafficRows,
  type TrafficColumn,
  type TrafficRow,
} from "./traffic-sort";

interface Props {
  title: string;
  labelHeader: string;
  rows: readonly TrafficRow[];
  /** Pages show their page views; sources do not (a source is a visit's, not a view's). */
  withPageviews: boolean;
}

/** "Pages" or "Sources": visitors, joins and conversion per row, sortable by any column header. */
export function TrafficTable({ title, labelHeader, rows, withPageviews }: Props) {
  const [sort, setSort] = useState(DEFAULT_TRAFFIC_SORT);
  const columns: { key: TrafficColumn; label: string }[] = [
    { key: "label", label: labelHeader },
    { key: "visitors", label: "Visitors" },
    ...(withPageviews ? [{ key: "pageviews" as const, label: "Page views" }] : []),
    { key: "joins", label: "Joins" },
    { key: "conversion", label: "Conversion" },
  ];
  const arrow = (key: TrafficColumn) => (
    <span aria-hidden="true" className="inline-block w-3 text-center text-teal-dark">
      {sort.column !== key ? "" : sort.direction === "ascending" ? "▲" : "▼"}
    </span>
  );
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">No visitors or joins in this range yet.</p>
      ) : (
        <ScrollBox label={`${title} table`}>
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">
              {title}: visitors, joins and conversion (joins ÷ visitors). Select a column header to sort.
            </caption>
            <thead className="sticky top-0 bg-sand">
              <tr>
                {columns.map((column) => {
                  const numeric = column.key !== "label";
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={sort.column === column.key ? sort.direction : undefined}
                      className={`p-0 font-semibold ${numeric ? "text-right" : "text-left"}`}
                    >
                      <button
                        type="button"
                        onClick={() => setSort(nextTrafficSort(sort, column.key))}
                        className={`w-full hover:bg-ink/5 ${CELL} ${numeric ? "text-right" : "text-left"}`}
                      >
                        {numeric && arrow(column.key)}
                        {column.label}
                        {!numeric && arrow(column.key)}
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {sortTrafficRows(rows, sort).map((row) => (
                <tr key={row.label} className="border-t border-ink/5">
                  <td className={`${CELL} break-all`}>{row.label}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{formatCount(row.visitors)}</td>
                  {withPageviews && (
                    <td className={`${CELL} text-right tabular-nums`}>{formatCount(row.pageviews ?? 0)}</td>
                  )}
                  <td className={`${CELL} text-right tabular-nums`}>{formatCount(row.joins)}</td>
                  <td className={`${CELL} text-right tabular-nums`}>
                    {row.conversion === null ? "n/a" : formatRate(row.conversion)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
