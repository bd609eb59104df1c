import type { ReactNode } from "react";
import { ActiveFilters } from "./active-filters";
import { type Column, DataTable } from "./data-table";
import { FilterSelect } from "./filter-select";
import { formatCount } from "./format-count";
import { ListSection } from "./list-section";
import { useListView } from "./list-view";
import { Pager } from "./pager";
import { SearchBox } from "./search-box";

interface PageQuery {
  q?: string | undefined;
  sort: string;
  order: string;
  limit: number;
}

interface PagedListProps<T> {
  title: string;
  showTitle: boolean;
  query: PageQuery;
  page: { total: number; nextCursor: string | null; prevCursor: string | null };
  rows: T[];
  at: number;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** What the search looks in (the search box's placeholder). */
  searchScope: string;
  sorts: readonly { value: string; label: string }[];
  /** The list's own filter selects, between the search and the sort. */
  filters: ReactNode;
  /** Extra tools on the right of the toolbar (export, bulk actions). */
  actions?: ReactNode;
  /** Whether a search or filter narrows the list (the empty message says which case it is). */
  filtered: boolean;
  empty: { none: string; filtered: string };
  /** Above the toolbar (an action's outcome). */
  notice?: ReactNode;
  /** What a row is, for the count above the table: "1,782 people". */
  noun: { one: string; many: string };
  /** The filter keys of the list's URL, and those its selects show; the rest are said in words. */
  filterKeys: string[];
  shownFilters: string[];
}

/**
 * A server-paged list: search, filters and sort in a toolbar, the rows, and "Showing 51–100 of N" with
 * Previous / Next. Everything it shows comes from the URL (useListView), so every change is a navigation.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, page, rows, at } = props;
  const list = useListView();
  return (
    <ListSection title={props.title} showTitle={props.showTitle}>
      {props.notice}
      <div className="flex flex-wrap items-end gap-3 rounded-card bg-white p-3 shadow-soft">
        <SearchBox
          scope={props.searchScope}
          value={query.q ?? ""}
          onSearch={(q) => list.change({ q }, { replace: true })}
        />
        {props.filters}
        <FilterSelect
          label="Sort"
          value={`${query.sort}:${query.order}`}
          options={props.sorts}
          onChange={(value) => {
            const [sort, order] = value.split(":");
            list.change({ sort, order });
          }}
        />
        {props.actions && <div className="ml-auto flex flex-wrap gap-2">{props.actions}</div>}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-1">
        <p className="text-sm font-semibold tabular-nums" data-total={page.total} aria-live="polite">
          {formatCount(page.total)} {page.total === 1 ? props.noun.one : props.noun.many}
          {props.filtered && <span className="font-normal text-ink-muted"> match these filters</span>}
        </p>
        <ActiveFilters keys={props.filterKeys} shown={props.shownFilters} />
      </div>
      {rows.length === 0 ? (
        <p className="px-1 py-6 text-sm text-ink-muted">{props.filtered ? props.empty.filtered : props.empty.none}</p>
      ) : (
        <DataTable caption={props.title} columns={props.columns} rows={rows} rowKey={props.rowKey} busy={list.busy} />
      )}
      <Pager
        at={at}
        shown={rows.length}
        total={page.total}
        limit={query.limit}
        nextCursor={page.nextCursor}
        prevCursor={page.prevCursor}
        onPage={(cursor, start) => list.change({ cursor, at: String(start) })}
        busy={list.busy}
      />
    </ListSection>
  );
}
