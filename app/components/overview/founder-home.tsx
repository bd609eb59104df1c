import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import type { Settled } from "~/lib/route-data";
import type { Overview } from "../../../contract/overview";
import { formatDay } from "../trending/format";
import { ChannelConfirmation } from "./channel-confirmation";
import { LatestWaves } from "./latest-waves";
import { LiveHubs } from "./live-hubs";
import { TopSources } from "./top-sources";
import { WeekSteps } from "./week-steps";

function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`min-w-0 rounded-card bg-white p-4 shadow-soft ${className}`}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** "How did this week go, and what should I do today?": the week, the hubs' room, the waves, the sources. */
export function FounderHome({ state }: { state: Settled<Overview> }) {
  const revalidator = useRevalidator();
  if (state.status === "error") {
    return <ErrorWithRetry message={state.error} onRetry={() => revalidator.revalidate()} />;
  }
  const overview = state.data;
  return (
    <div className="space-y-4">
      <section aria-labelledby="this-week" className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="this-week" className="text-lg font-semibold">
            This week
          </h2>
          <p className="text-xs text-ink-muted">
            {formatDay(overview.thisWeek.from)} – {formatDay(overview.thisWeek.to)}, against the 7 days before
          </p>
        </div>
        <WeekSteps overview={overview} />
      </section>
      <Panel title="Confirmation by channel this week">
        <ChannelConfirmation confirmation={overview.confirmation} week={overview.thisWeek} />
      </Panel>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Panel title="Live hubs this week" className="lg:col-span-2">
          <LiveHubs hubs={overview.hubs} weekStart={overview.hubWeekStart} />
        </Panel>
        <div className="grid min-w-0 gap-4">
          <Panel title="Latest waves">
            <LatestWaves waves={overview.waves} />
          </Panel>
          <Panel title="Top sources this week">
            <TopSources sources={overview.sources} week={overview.thisWeek} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
