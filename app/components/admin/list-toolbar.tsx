import type { ReactNode } from "react";

/**
 * The controls above a list: search and filters, then `actions` (export, bulk actions) on the right, so
 * tools can be added without touching the filters.
 */
export function ListToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-card bg-white p-3 shadow-soft">
      {children}
      {actions && <div className="ml-auto flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A sort select's options: each is a field and a direction, written as "field:order". */
export function sortValue(sort: string, order: string) {
  return `${sort}:${order}`;
}

export function parseSortValue(value: string) {
  const [sort, order] = value.split(":");
  return { sort, order };
}
