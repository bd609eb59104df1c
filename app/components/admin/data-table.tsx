import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and actions sit on the right. */
  align?: "right";
}

/**
 * Explicit ARIA roles: browsers drop a table's semantics when CSS changes the display of its parts (the
 * phone's card layout below), and these keep it a table for screen readers.
 */
const ROLES = {
  table: { role: "table" },
  group: { role: "rowgroup" },
  row: { role: "row" },
  header: { role: "columnheader" },
  cell: { role: "cell" },
} as const;

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** Each row's stable id (selection and actions key on it). */
  rowKey: (row: T) => string;
  busy?: boolean;
}

/**
 * A dense admin table on wide screens (calm and dense: at least 12 rows of the waitlist at 1280×800, numbers
 * on the right); below the md breakpoint each row becomes a stacked card with the column names beside the
 * values, so a phone never scrolls sideways.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, busy = false }: DataTableProps<T>) {
  return (
    <div
      aria-busy={busy}
      className={`md:overflow-x-auto md:rounded-card md:border md:border-ink/10 md:bg-white md:shadow-soft ${busy ? "opacity-60" : ""}`}
    >
      <table {...ROLES.table} className="block w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead
          {...ROLES.group}
          className="sr-only bg-sand text-xs uppercase tracking-wide text-ink-muted md:not-sr-only md:table-header-group"
        >
          <tr {...ROLES.row}>
            {columns.map((column) => (
              <th
                {...ROLES.header}
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.align === "right" ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...ROLES.group} className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => (
            <tr
              {...ROLES.row}
              key={rowKey(row)}
              data-row-id={rowKey(row)}
              className="block rounded-card border border-ink/10 bg-white p-3 shadow-soft md:table-row md:rounded-none md:border-0 md:border-t md:p-0 md:align-top md:shadow-none md:hover:bg-cream"
            >
              {columns.map((column) => (
                <td
                  {...ROLES.cell}
                  key={column.header}
                  className={`flex min-w-0 gap-3 py-1 md:table-cell md:px-3 md:py-1 ${column.align === "right" ? "md:text-right md:tabular-nums" : ""}`}
                >
                  <span
                    aria-hidden="true"
                    className="w-28 shrink-0 text-xs font-semibold uppercase text-ink-muted md:hidden"
                  >
                    {column.header}
                  </span>
                  <span className="min-w-0 break-words md:break-normal">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
