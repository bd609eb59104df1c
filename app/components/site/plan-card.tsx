import { formatInr } from "~/content/money";
import type { Plan } from "~/content/pricing";

export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li className="flex flex-col rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5">
      <h2 className="font-display text-2xl">{plan.title}</h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Size</dt>
          <dd className="font-semibold">{plan.size}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Ideal stay</dt>
          <dd className="font-semibold">{plan.stay}</dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-sand pt-5">
        {plan.category === "subscription" ? (
          <p>
            <span className="text-4xl font-bold">{formatInr(plan.price)}</span>
            <span className="text-ink-muted"> / month</span>
          </p>
        ) : (
          <dl className="space-y-1">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-ink-muted">Storage fee</dt>
              <dd>
                <span className="text-2xl font-bold">{formatInr(plan.storageFee)}</span>
                <span className="text-sm text-ink-muted"> / month</span>
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-ink-muted">Fee per use</dt>
              <dd>
                <span className="text-2xl font-bold">{formatInr(plan.perUseFee)}</span>
                <span className="text-sm text-ink-muted"> / use</span>
              </dd>
            </div>
          </dl>
        )}
      </div>
    </li>
  );
}
