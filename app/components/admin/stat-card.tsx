import type { ReactNode } from "react";
import { ErrorWithRetry } from "./load-state";
import type { ApiData } from "./use-api-data";

interface StatCardProps {
  label: string;
  state: ApiData<{ count: number }>;
  action?: ReactNode;
}

const NUMBER = new Intl.NumberFormat("en-IN");

export function StatCard({ label, state, action }: StatCardProps) {
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-soft">
      <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
      {state.error ? (
        <ErrorWithRetry message={state.error.detail} onRetry={state.retry} />
      ) : (
        <p className="font-display text-4xl tabular-nums" aria-busy={state.loading}>
          {state.data ? NUMBER.format(state.data.count) : "…"}
        </p>
      )}
      {action && <div className="mt-auto">{action}</div>}
    </section>
  );
}
