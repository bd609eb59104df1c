import { Link, useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useCanWrite } from "~/components/admin/staff-role";
import { GrievanceCard } from "~/components/rights/grievance-card";
import { RightsNav } from "~/components/rights/rights-nav";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi, pickParams } from "~/lib/route-data";
import { GRIEVANCE_STATUSES, grievanceListSchema } from "../../../contract/grievances";
import { GRIEVANCE_OUTER_DAYS, GRIEVANCE_PROMISE_DAYS } from "../../../contract/rights";
import type { Route } from "./+types/grievances";

export function meta() {
  return adminMeta("Grievances");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return loadApi(request, `/admin/grievances${pickParams(url, ["status"])}`, grievanceListSchema);
}

const TAB = "rounded-full border px-3 py-1 text-sm";

/** Grievances, oldest first: each answered within our promised days, the law's as the outer bound. */
export default function Grievances({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = params.get("status");
  const canWrite = useCanWrite();
  const tabs = [{ label: "All", to: "/admin/grievances", on: !status }].concat(
    GRIEVANCE_STATUSES.map((s) => ({ label: s[0]?.toUpperCase() + s.slice(1), to: `?status=${s}`, on: status === s })),
  );
  return (
    <main className="space-y-4">
      <RightsNav />
      <h1 className="font-display text-3xl">Grievances</h1>
      <p className="text-sm text-ink-muted">
        Oldest first. We promise an answer within {GRIEVANCE_PROMISE_DAYS} days; the law's limit is{" "}
        {GRIEVANCE_OUTER_DAYS}. An answer sent here reaches the person by e-mail and stays with the case.
      </p>
      <nav aria-label="Grievance status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.label}
            to={tab.to}
            aria-current={tab.on ? "page" : undefined}
            className={`${TAB} ${tab.on ? "border-teal bg-teal-light font-semibold text-teal-dark" : "border-ink/20 bg-white"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <p className="text-sm" role="status">
        {loaderData.total === 1 ? "1 grievance" : `${loaderData.total} grievances`}
      </p>
      {loaderData.items.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-ink-muted shadow-soft">No grievances here.</p>
      ) : (
        loaderData.items.map((g) => <GrievanceCard key={g.reference} grievance={g} canWrite={canWrite} />)
      )}
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the grievances…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Grievances</h1>
      <RouteError error={error} />
    </main>
  );
}
