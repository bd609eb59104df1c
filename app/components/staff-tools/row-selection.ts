/** Ticked rows of a list page, for a bulk action. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
}
