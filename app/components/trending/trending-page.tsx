import { Link, useRevalidator, useSearchParams } from "react-router";
import { loadApi, settle } from "~/lib/route-data";
import { trafficReportSchema } from "../../../contract/traffic";
import {
  type BreakdownGrouping,
  breakdownSchema,
  type DayRange,
  overviewSchema,
  timeseriesSchema,
} from "../../../contract/trending";
import { BreakdownSection } from "./breakdown-section";
import { Freshness } from "./freshness";
import { funnelParams } from "./funnel-params";
import { RangePicker } from "./range-picker";
import { StatBoxes } from "./stat-boxes";
import { TrafficTables, VisitorsStatBox, withVisitors } from "./traffic-section";
import { TrendSection } from "./trend-section";
import { useRemote } from "./use-remote";

/** The three parts of the funnel page, each of which may fail on its own. */
export async function loadFunnel(request: Request) {
  const { range, by } = funnelParams(new URL(request.url).searchParams);
  const rangeQuery = `from=${range.from}&to=${range.to}`;
  const [overview, series, breakdown, traffic] = await Promise.all([
    settle(loadApi(request, "/admin/trending/overview", overviewSchema)),
    settle(loadApi(request, `/admin/trending/timeseries?${rangeQuery}`, timeseriesSchema)),
    settle(loadApi(request, `/admin/trending/breakdown?${rangeQuery}&by=${by}`, breakdownSchema)),
    settle(loadApi(request, `/admin/traffic?${rangeQuery}`, trafficReportSchema)),
  ]);
  return { overview, series, breakdown, traffic };
}

export function TrendingPage({ data }: { data: Awaited<ReturnType<typeof loadFunnel>> }) {
  const [params, setParams] = useSearchParams();
  const { range, by, today } = funnelParams(params);
  const update = (next: Partial<DayRange & { by: BreakdownGrouping }>) =>
    setParams({ ...range, by, ...next }, { replace: true, preventScrollReset: true });
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const overview = useRemote(data.overview);
  const series = useRemote(data.series);
  const breakdown = useRemote(data.breakdown);
  const traffic = useRemote(data.traffic);

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
        <Freshness updatedAt={overview.data?.updatedAt} />
      </div>
      <VisitorsStatBox remote={traffic} range={range} onRetry={retry} />
      <StatBoxes remote={overview} onRetry={retry} />
      <RangePicker key={`${range.from}-${range.to}`} value={range} today={today} onApply={update} />
      <TrendSection remote={withVisitors(series, traffic.data)} onRetry={retry} />
      <BreakdownSection remote={breakdown} onRetry={retry} by={by} onGroupingChange={(next) => update({ by: next })} />
      <TrafficTables remote={traffic} onRetry={retry} />
    </main>
  );
}
