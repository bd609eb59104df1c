import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiFetch } from "~/lib/api-client";
import {
  BREAKDOWN_GROUPINGS,
  type BreakdownGrouping,
  breakdownSchema,
  type DayRange,
  overviewSchema,
  timeseriesSchema,
} from "../../../contract/trending";
import { defaultRange } from "../../../contract/trending-days";
import { BreakdownSection } from "./breakdown-section";
import { draftErrors, RangePicker } from "./range-picker";
import { StatBoxes } from "./stat-boxes";
import { TrendSection } from "./trend-section";
import { useRemote } from "./use-remote";

/** The range and grouping live in the URL, so a view can be bookmarked and survives a reload. */
function useFunnelParams() {
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => defaultRange());
  const asked = { from: params.get("from") ?? fallback.from, to: params.get("to") ?? fallback.to };
  const range: DayRange = draftErrors(asked).length ? fallback : asked;
  const byParam = params.get("by") as BreakdownGrouping | null;
  const by: BreakdownGrouping = byParam && BREAKDOWN_GROUPINGS.includes(byParam) ? byParam : "home_city";
  const update = (next: Partial<DayRange & { by: BreakdownGrouping }>) =>
    setParams({ ...range, by, ...next }, { replace: true, preventScrollReset: true });
  return { range, by, today: fallback.to, update };
}

export function TrendingPage() {
  const { range, by, today, update } = useFunnelParams();
  const rangeQuery = `from=${range.from}&to=${range.to}`;
  const overview = useRemote("overview", (signal) =>
    apiFetch("/admin/trending/overview", { schema: overviewSchema, signal }),
  );
  const series = useRemote(rangeQuery, (signal) =>
    apiFetch(`/admin/trending/timeseries?${rangeQuery}`, { schema: timeseriesSchema, signal }),
  );
  const breakdownQuery = `${rangeQuery}&by=${by}`;
  const breakdown = useRemote(breakdownQuery, (signal) =>
    apiFetch(`/admin/trending/breakdown?${breakdownQuery}`, { schema: breakdownSchema, signal }),
  );

  return (
    <main className="space-y-6">
      <div>
        <Link to="/admin/dashboard" className="text-sm font-medium text-teal-dark underline-offset-4 hover:underline">
          ← Back to dashboard
        </Link>
        <h1 className="mt-2 font-display text-3xl text-ink">Lead Funnel Overview</h1>
        <p className="mt-1 text-sm text-ink-muted">
          All-time totals; the chart and breakdown follow the date range (days in India time).
        </p>
      </div>
      <StatBoxes remote={overview.state} onRetry={overview.retry} />
      <RangePicker key={rangeQuery} value={range} today={today} onApply={update} />
      <TrendSection remote={series.state} onRetry={series.retry} />
      <BreakdownSection
        remote={breakdown.state}
        onRetry={breakdown.retry}
        by={by}
        onGroupingChange={(next) => update({ by: next })}
      />
    </main>
  );
}
