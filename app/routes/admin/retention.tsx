import { adminMeta } from "~/components/admin/admin-meta";
import { formatCount } from "~/components/admin/format-count";
import { RightsNav } from "~/components/rights/rights-nav";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { formatIndiaTime } from "~/lib/india-time";
import { loadApi } from "~/lib/route-data";
import { type RetentionReason, retentionForecastSchema } from "../../../contract/retention";
import { LOG_RETENTION_DAYS, RETENTION_WARNING_HOURS } from "../../../contract/rights";
import type { Route } from "./+types/retention";

export function meta() {
  return adminMeta("Retention");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApi(request, "/admin/retention", retentionForecastSchema);
}

const REASONS: Record<RetentionReason, string> = {
  unconfirmed: "Entries never confirmed",
  "invite-accepted": "Invite accepted and account made",
  "invite-expired": "Invite expired and not renewed",
  "city-closed": "Home city closed",
  "audit-log": "Audit entries about people",
  "message-log": "Messages sent to people (log)",
  grievance: "Answered or closed grievances",
  "consent-records": "Consent records of people erased a year ago",
};

/** What retention will erase or purge in the next 30 days, by reason, and what the last run did. */
export default function Retention({ loaderData }: Route.ComponentProps) {
  const { items, lastRun, retentionDays } = loaderData;
  return (
    <main className="space-y-4">
      <RightsNav />
      <h1 className="font-display text-3xl">Retention</h1>
      <p className="text-sm text-ink-muted">
        Nothing outlives its purpose. An entry whose purpose ended is erased {retentionDays} days later, after a warning{" "}
        {RETENTION_WARNING_HOURS} hours before; logs about people are kept {LOG_RETENTION_DAYS} days, then purged. A run
        starts every hour and never holds up sign-ups.
      </p>
      <section aria-labelledby="next-30" className="rounded-card bg-white p-4 shadow-soft">
        <h2 id="next-30" className="font-display text-xl">
          In the next 30 days
        </h2>
        <ul className="mt-2 divide-y divide-ink/10">
          {items.map((item) => (
            <li key={item.reason} className="flex items-baseline justify-between gap-4 py-2 text-sm">
              <span>
                {REASONS[item.reason]}{" "}
                <span className="text-ink-muted">({item.action === "erase" ? "erased" : "purged"})</span>
              </span>
              <span className="font-semibold tabular-nums">{formatCount(item.count)}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm" role="status">
        {lastRun
          ? `Last run ${formatIndiaTime(lastRun.at)}: warned ${formatCount(lastRun.warned)}, erased ${formatCount(lastRun.erased)}, purged ${formatCount(lastRun.purged)} log records.`
          : "No retention run has finished yet."}
      </p>
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading what retention will do…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Retention</h1>
      <RouteError error={error} />
    </main>
  );
}
