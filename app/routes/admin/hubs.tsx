import { useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { READ_ONLY_REASON, useCanWrite } from "~/components/admin/staff-role";
import { DemandSection } from "~/components/hubs/demand-section";
import { HubsTable } from "~/components/hubs/hub-row";
import { RecentWaves } from "~/components/hubs/recent-waves";
import { WavePanel } from "~/components/hubs/wave-panel";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi } from "~/lib/route-data";
import { hubsResponseSchema, wavesResponseSchema } from "../../../contract/hubs";
import type { Route } from "./+types/hubs";

export function meta() {
  return adminMeta("Hubs");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [hubs, waves] = await Promise.all([
    loadApi(request, "/admin/hubs", hubsResponseSchema),
    loadApi(request, "/admin/hubs/waves", wavesResponseSchema),
  ]);
  return { hubs: hubs.hubs, weekStart: hubs.weekStart, waves: waves.waves };
}

/** docs/product.md, Hubs: each city's weekly intake, waves sized to it, and the demand for the next city. */
export default function Hubs({ loaderData }: Route.ComponentProps) {
  const [planning, setPlanning] = useState<string>();
  const canWrite = useCanWrite();
  return (
    <main className="space-y-8">
      <div className="space-y-2">
        <h1 className="font-display text-3xl">Hubs</h1>
        <p className="text-sm text-ink-muted">
          Each hub takes so many new members a week (Monday to Sunday, India time). Waves invite the next people in
          line, as many as the week has room for at the current acceptance rate.
        </p>
      </div>
      {/* A viewer sees the hubs' settings as they are: every control in the table is disabled, with the reason. */}
      {/* min-w-0: a fieldset is as wide as its content by default, which would widen the page on a phone. */}
      <fieldset disabled={!canWrite} aria-describedby={canWrite ? undefined : "hubs-read-only"} className="min-w-0">
        {!canWrite && (
          <p id="hubs-read-only" className="mb-2 text-sm text-ink-muted">
            {READ_ONLY_REASON}
          </p>
        )}
        <HubsTable hubs={loaderData.hubs} weekStart={loaderData.weekStart} onPlan={setPlanning} />
      </fieldset>
      {planning ? <WavePanel key={planning} city={planning} onClose={() => setPlanning(undefined)} /> : null}
      <RecentWaves waves={loaderData.waves} />
      <DemandSection />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the hubs…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Hubs</h1>
      <RouteError error={error} />
    </main>
  );
}
