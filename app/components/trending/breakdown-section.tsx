import { useState } from "react";
import {
  BREAKDOWN_TOP_GROUPS,
  type BreakdownGrouping,
  type BreakdownRow,
  NOT_ON_WAITLIST_LABEL,
  OTHER_LABEL,
} from "../../../contract/trending";
import { DEFAULT_SORT, nextSort } from "./breakdown-sort";
import { BreakdownTable } from "./breakdown-table";
import { EmptyNote, LoadFailure, LoadingNote } from "./section-status";
import type { Remote } from "./use-remote";

const GROUPINGS: Record<BreakdownGrouping, { option: string; column: string; note?: string }> = {
  home_city: { option: "Home city", column: "City" },
  preferred_city: {
    option: "Preferred city",
    column: "City",
    note: "A waitlist naming several cities counts once in each, so columns can add up to more than the totals.",
  },
  utm_source: { option: "UTM source", column: "Source" },
};

interface Props {
  remote: Remote<BreakdownRow[]>;
  onRetry: () => void;
  by: BreakdownGrouping;
  onGroupingChange: (by: BreakdownGrouping) => void;
}

/** 'Breakdown by City & Company', sortable by every column, groupable by home city, preferred city or source. */
export function BreakdownSection({ remote, onRetry, by, onGroupingChange }: Props) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  const grouping = GROUPINGS[by];
  const rows = remote.data;

  return (
    <section aria-labelledby="breakdown-heading" className="rounded-card bg-white p-4 shadow-soft sm:p-5">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="breakdown-heading" className="text-lg font-semibold">
          Breakdown by City &amp; Company
        </h2>
        <label className="ml-auto flex items-center gap-2 text-sm">
          Group by
          <select
            value={by}
            onChange={(event) => onGroupingChange(event.target.value as BreakdownGrouping)}
            className="rounded-lg border border-ink/20 bg-white px-2 py-1.5"
          >
            {Object.entries(GROUPINGS).map(([value, g]) => (
              <option key={value} value={value}>
                {g.option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        The {BREAKDOWN_TOP_GROUPS} largest groups by waitlists; “{OTHER_LABEL}” adds up the rest, so the columns add up
        to the totals of the range. Counts are people. “{NOT_ON_WAITLIST_LABEL}” is people invited without ever joining
        the waitlist.
      </p>
      {grouping.note && <p className="mt-2 text-sm text-ink-muted">{grouping.note}</p>}
      <div className="mt-4">
        {remote.status === "error" && <LoadFailure what="the breakdown" detail={remote.error} onRetry={onRetry} />}
        {!rows && remote.status === "loading" && <LoadingNote what="the breakdown" />}
        {rows?.length === 0 && <EmptyNote>No waitlists, invites or signups in this range yet.</EmptyNote>}
        {rows && rows.length > 0 && (
          <div aria-busy={remote.status === "loading"} className={remote.status === "loading" ? "opacity-60" : ""}>
            <BreakdownTable
              rows={rows}
              groupLabel={grouping.column}
              sort={sort}
              onSort={(column) => setSort(nextSort(sort, column))}
            />
          </div>
        )}
      </div>
    </section>
  );
}
