import { Link, useRevalidator } from "react-router";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import { formatIndiaTime } from "~/lib/india-time";
import type { Settled } from "~/lib/route-data";
import type { RightsSummary } from "../../../contract/grievances";
import { BreachClock } from "./breach-clock";

/** The founder's home: grievances open and overdue, and each unreported breach's 72-hour clock. */
export function RightsDeskPanel({ state }: { state: Settled<RightsSummary> }) {
  const revalidator = useRevalidator();
  if (state.status === "error") {
    return <ErrorWithRetry message={state.error} onRetry={() => revalidator.revalidate()} />;
  }
  const { grievances, breaches } = state.data;
  return (
    <section aria-labelledby="rights-desk" className="space-y-2 rounded-card bg-white p-5 shadow-soft">
      <h2 id="rights-desk" className="font-display text-xl">
        Rights desk
      </h2>
      <p className="text-sm">
        <Link to="/admin/grievances?status=open" className="font-semibold text-teal-dark underline">
          {grievances.open === 1 ? "1 open grievance" : `${grievances.open} open grievances`}
        </Link>
        {grievances.overdue > 0 ? (
          <span className="font-semibold text-danger">, {grievances.overdue} past the promised 7 days</span>
        ) : (
          <span className="text-ink-muted">, none overdue</span>
        )}
      </p>
      {breaches.map((b) => (
        <div key={b.id} className="rounded-lg bg-danger-light px-3 py-2">
          <Link to="/admin/breaches" className="text-sm font-semibold text-danger underline">
            {b.drill ? "Breach drill" : "Breach"} found {formatIndiaTime(b.foundAt)}
          </Link>
          <BreachClock dueAt={b.reportDueAt} reportedAt={null} />
        </div>
      ))}
    </section>
  );
}
