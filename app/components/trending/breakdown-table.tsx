import { type BreakdownRow, breakdownGroup } from "../../../contract/trending";
import { type SortColumn, type SortOrder, sortRows } from "./breakdown-sort";
import { formatCount } from "./format";
import { ScrollBox } from "./scroll-box";
import { CELL } from "./table-style";

interface Column {
  key: SortColumn;
  label: string;
  numeric: boolean;
  /** The row's cell under this header: one list makes the headers and the cells, so they cannot drift. */
  cell: (row: BreakdownRow) => string;
}

function columns(groupLabel: string): Column[] {
  const count = (key: "waitlists" | "confirmed" | "invites" | "signups") => (row: BreakdownRow) =>
    formatCount(row[key]);
  return [
    { key: "group", label: groupLabel, numeric: false, cell: breakdownGroup },
    { key: "company", label: "Company", numeric: false, cell: (row) => row.company },
    { key: "waitlists", label: "Waitlists", numeric: true, cell: count("waitlists") },
    { key: "confirmed", label: "Confirmed", numeric: true, cell: count("confirmed") },
    { key: "invites", label: "Invites Sent", numeric: true, cell: count("invites") },
    { key: "signups", label: "Signups", numeric: true, cell: count("signups") },
  ];
}

interface Props {
  rows: readonly BreakdownRow[];
  groupLabel: string;
  sort: SortOrder;
  onSort: (column: SortColumn) => void;
}

/** The breakdown rows; every column header is a button that sorts by it (aria-sort tells which). */
export function BreakdownTable({ rows, groupLabel, sort, onSort }: Props) {
  const arrow = (key: SortColumn) => (
    <span aria-hidden="true" className="inline-block w-3 text-center text-teal-dark">
      {sort.column !== key ? "" : sort.direction === "ascending" ? "▲" : "▼"}
    </span>
  );
  return (
    <ScrollBox label={`Breakdown by ${groupLabel} and company`}>
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Breakdown by {groupLabel} and company. Select a column header to sort.</caption>
        <thead className="sticky top-0 bg-sand">
          <tr>
            {columns(groupLabel).map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort.column === column.key ? sort.direction : undefined}
                className={`p-0 font-semibold ${column.numeric ? "text-right" : "text-left"}`}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className={`w-full hover:bg-ink/5 ${CELL} ${column.numeric ? "text-right" : "text-left"}`}
                >
                  {/* The arrow sits on the inner side so labels line up with their column's values. */}
                  {column.numeric && arrow(column.key)}
                  {column.label}
                  {!column.numeric && arrow(column.key)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sortRows(rows, sort).map((row) => (
            <tr
              key={`${row.kind}\u0000${breakdownGroup(row)}\u0000${row.company}`}
              className={`border-t border-ink/5 ${row.kind === "group" ? "" : "bg-sand/50 italic"}`}
            >
              {columns(groupLabel).map((column) => (
                <td key={column.key} className={column.numeric ? `${CELL} text-right tabular-nums` : CELL}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
