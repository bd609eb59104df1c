import { type BreakdownRow, type BreakdownRowKind, breakdownGroup } from "../../../contract/trending";

export type SortColumn = "group" | "company" | "waitlists" | "invites" | "signups";
export interface SortOrder {
  column: SortColumn;
  direction: "ascending" | "descending";
}

export const DEFAULT_SORT: SortOrder = { column: "waitlists", direction: "descending" };

function cellValue(row: BreakdownRow, column: SortColumn): string | number {
  if (column === "group") return breakdownGroup(row);
  return row[column];
}

/** Where a row sits whatever the sort: ranked groups, then "Other", then the people not on the waitlist. */
const KIND_ORDER: Record<BreakdownRowKind, number> = { group: 0, other: 1, not_on_waitlist: 2 };

/** Sorted copy; ties fall back to the group and company names so the order never flickers. */
export function sortRows(rows: readonly BreakdownRow[], { column, direction }: SortOrder): BreakdownRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b), "en-IN");
  return [...rows].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      sign * compare(cellValue(a, column), cellValue(b, column)) ||
      compare(breakdownGroup(a), breakdownGroup(b)) ||
      compare(a.company, b.company),
  );
}

/** Clicking the sorted column flips it; a new column starts with the biggest numbers or A to Z. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) {
    return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  const textual = column === "group" || column === "company";
  return { column, direction: textual ? "ascending" : "descending" };
}
