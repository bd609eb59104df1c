import { TRAFFIC_OTHER_LABEL } from "../../../contract/traffic";

/** A row of the Pages or Sources table: its label and counts, plus joins ÷ visitors (null for ÷ 0). */
export interface TrafficRow {
  label: string;
  visitors: number;
  pageviews?: number;
  joins: number;
  conversion: number | null;
}
export type TrafficColumn = "label" | "visitors" | "pageviews" | "joins" | "conversion";
export interface TrafficSort {
  column: TrafficColumn;
  direction: "ascending" | "descending";
}

export const DEFAULT_TRAFFIC_SORT: TrafficSort = { column: "visitors", direction: "descending" };

/** Sorted copy; "Other" (the rows past the top 50) stays last, ties fall back to the label. */
export function sortTrafficRows(rows: readonly TrafficRow[], { column, direction }: TrafficSort): TrafficRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  const last = (row: TrafficRow) => (row.label === TRAFFIC_OTHER_LABEL ? 1 : 0);
  const value = (row: TrafficRow) => (column === "label" ? row.label : (row[column] ?? -1));
  const compare = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b), "en-IN");
  return [...rows].sort((a, b) => last(a) - last(b) || sign * compare(value(a), value(b)) || compare(a.label, b.label));
}

/** Clicking the sorted column flips it; a new column starts with the biggest numbers, or A to Z. */
export function nextTrafficSort(current: TrafficSort, column: TrafficColumn): TrafficSort {
  if (current.column === column) {
    return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
  }
  return { column, direction: column === "label" ? "ascending" : "descending" };
}
