import { trafficLink } from "../../../contract/figure-links";
import { type TrafficReport, visitConversion } from "../../../contract/traffic";
import type { DayRange, TimeseriesPoint } from "../../../contract/trending";
import { FigureLink } from "../overview/figure-link";
import { formatCount, formatDay, formatRate } from "./format";
import { LoadFailure, LoadingNote } from "./section-status";
import type { ChartPoint } from "./series-style";
import { TrafficTable } from "./traffic-table";
import type { Remote } from "./use-remote";

/** The funnel's first step: people who visited in the range, and the share of them who joined. */
export function VisitorsStatBox({
  remote,
  range,
  onRetry,
}: {
  remote: Remote<TrafficReport>;
  range: DayRange;
  onRetry: () => void;
}) {
  if (remote.status === "error") return <LoadFailure what="the visitors" detail={remote.error} onRetry={onRetry} />;
  if (!remote.data) return <LoadingNote what="visitors" />;
  const { visitors, pageviews, joinsSinceCounted, countedSince } = remote.data;
  const rate = visitConversion(joinsSinceCounted, visitors);
  return (
    <section aria-label="Visitors" className="rounded-card bg-white p-5 shadow-soft">
      <h2 className="text-sm font-medium text-ink-muted">Visitors (in the date range)</h2>
      <p className="mt-1 font-display text-4xl text-ink tabular-nums">
        {/* The visits of the range open its traffic report, by page and source, further down this page. */}
        <FigureLink
          to={`${trafficLink(range)}#traffic-heading`}
          value={visitors}
          figure="funnel.visitors"
          label="visitors in the date range"
        />
      </p>
      <p className="mt-2 text-sm text-ink-muted" data-conversion={rate ?? ""}>
        {rate === null || countedSince === null
          ? "No visits counted in this range, so there is no share of visitors who joined."
          : `${formatCount(joinsSinceCounted)} of ${formatCount(visitors)} visitors joined the waitlist (${formatRate(rate)}), counting sign-ups since visits were first counted (${formatDay(countedSince)}); ${formatCount(pageviews)} page views`}
      </p>
    </section>
  );
}

/** "Pages" (where visits began and were seen) and "Sources" (where visitors came from). */
export function TrafficTables({ remote, onRetry }: { remote: Remote<TrafficReport>; onRetry: () => void }) {
  const report = remote.data;
  return (
    <section aria-labelledby="traffic-heading" className="rounded-card bg-white p-4 shadow-soft sm:p-5">
      <h2 id="traffic-heading" className="text-lg font-semibold">
        Visitors by page and source
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        A page's joins are sign-ups whose visit began on it; a visitor counts once a day per page and once a day for the
        site. The largest 50 rows are shown, the rest add up in "Other".
      </p>
      {remote.status === "error" && <LoadFailure what="the traffic" detail={remote.error} onRetry={onRetry} />}
      {!report && remote.status === "loading" && <LoadingNote what="the traffic" />}
      {report && (
        <div
          aria-busy={remote.status === "loading"}
          className={`mt-4 grid gap-6 xl:grid-cols-2 ${remote.status === "loading" ? "opacity-60" : ""}`}
        >
          <TrafficTable
            title="Pages"
            labelHeader="Page"
            withPageviews
            rows={report.pages.map((row) => ({
              label: row.path,
              ...row,
              conversion: visitConversion(row.joins, row.visitors),
            }))}
          />
          <TrafficTable
            title="Sources"
            labelHeader="Source"
            withPageviews={false}
            rows={report.sources.map((row) => ({
              label: row.source,
              ...row,
              conversion: visitConversion(row.joins, row.visitors),
            }))}
          />
        </div>
      )}
    </section>
  );
}

/** The funnel's daily series with each day's visitors added (zero while the traffic report is missing). */
export function withVisitors(series: Remote<TimeseriesPoint[]>, report?: TrafficReport): Remote<ChartPoint[]> {
  const visitors = new Map(report?.days.map((day) => [day.day, day.visitors]));
  const points = series.data?.map((point) => ({ ...point, visitors: visitors.get(point.date) ?? 0 }));
  return { ...series, data: points } as Remote<ChartPoint[]>;
}
