import { useId, useState } from "react";
import { EmptyNote, LoadFailure, LoadingNote } from "./section-status";
import type { ChartPoint } from "./series-style";
import { SeriesTable } from "./series-table";
import { ChartLegend, TrendChart } from "./trend-chart";
import type { Remote } from "./use-remote";

/** 'Trend Over Time': the chart, its legend, and a one-click data table of the same series. */
export function TrendSection({ remote, onRetry }: { remote: Remote<ChartPoint[]>; onRetry: () => void }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points = remote.data;
  const quiet = points?.every((p) => p.visitors + p.waitlists + p.confirmed + p.invites + p.signups === 0);

  return (
    <section aria-labelledby="trend-heading" className="rounded-card bg-white p-4 shadow-soft sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="trend-heading" className="text-lg font-semibold">
          Trend Over Time
        </h2>
        {points && points.length > 0 && (
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable(!showTable)}
            className="ml-auto rounded-full border border-ink/20 px-4 py-1.5 text-sm font-medium hover:bg-sand"
          >
            {showTable ? "Hide data table" : "Show data table"}
          </button>
        )}
      </div>
      {remote.status === "error" && <LoadFailure what="the trend" detail={remote.error} onRetry={onRetry} />}
      {!points && remote.status === "loading" && <LoadingNote what="the trend" />}
      {points && (
        <div aria-busy={remote.status === "loading"} className={remote.status === "loading" ? "opacity-60" : ""}>
          <div className="mt-3">
            <ChartLegend />
          </div>
          {quiet && <EmptyNote>No visitors, waitlists, invites or signups in this range yet.</EmptyNote>}
          {!quiet && <TrendChart points={points} />}
          {showTable && <SeriesTable id={tableId} points={points} />}
        </div>
      )}
    </section>
  );
}
