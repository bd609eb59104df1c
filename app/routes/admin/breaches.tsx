import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { BreachCard } from "~/components/rights/breach-card";
import { BreachForm } from "~/components/rights/breach-form";
import { RightsNav } from "~/components/rights/rights-nav";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi } from "~/lib/route-data";
import { breachListSchema } from "../../../contract/breaches";
import type { Route } from "./+types/breaches";

export function meta() {
  return adminMeta("Breaches");
}

/** For owners: the API refuses anyone else (403), which the error boundary says. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApi(request, "/admin/breaches", breachListSchema);
}

/** Breaches (Rule 7): record one, download the Board's report, watch the 72-hour clock, tell the people. */
export default function Breaches({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const sending = loaderData.items.some((b) => b.notices.started && b.notices.pending > 0);
  // While notices are on their way, the progress is read again every few seconds.
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), 3_000);
    return () => clearInterval(timer);
  }, [sending, revalidate]);
  return (
    <main className="space-y-4">
      <RightsNav />
      <h1 className="font-display text-3xl">Breaches</h1>
      <p className="text-sm text-ink-muted">
        Record what happened the moment it is found: the report to the Data Protection Board is due 72 hours later, and
        every affected person is told on their own channel, once.
      </p>
      <BreachForm />
      {loaderData.items.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-ink-muted shadow-soft">No breach has been recorded.</p>
      ) : (
        loaderData.items.map((b) => <BreachCard key={b.id} breach={b} />)
      )}
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the breaches…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Breaches</h1>
      <RouteError error={error} />
    </main>
  );
}
