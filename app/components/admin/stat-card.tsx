import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { ErrorWithRetry } from "~/components/ui/error-with-retry";
import type { Settled } from "~/lib/route-data";
import { formatCount } from "./format-count";

interface StatCardProps {
  label: string;
  state: Settled<{ count: number }>;
  action?: ReactNode;
}

export function StatCard({ label, state, action }: StatCardProps) {
  const revalidator = useRevalidator();
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-soft">
      <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
      {state.status === "error" ? (
        <ErrorWithRetry message={state.error} onRetry={() => revalidator.revalidate()} />
      ) : (
        <p className="font-display text-4xl tabular-nums" aria-busy={revalidator.state === "loading"}>
          {formatCount(state.data.count)}
        </p>
      )}
      {action && <div className="mt-auto">{action}</div>}
    </section>
  );
}
