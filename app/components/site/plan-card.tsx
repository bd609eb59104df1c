import { Fragment } from "react";
import { formatInr, gstLine } from "~/content/money";
import type { Plan } from "~/content/pricing";

/**
 * One plan. Words joined by a hyphen ("Check-in") never break at it, and a price keeps its "/ month"
 * beside it, so the cards read cleanly even three abreast at 769 px; each price has its total with GST.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li className="flex flex-col rounded-card bg-white p-5 shadow-soft ring-1 ring-ink/5 lg:p-6">
      <h2 className="font-display text-2xl text-balance">
        {/* Each word unbreakable ("Check-in" never splits at its hyphen); the spaces between them still wrap. */}
        {plan.title.split(" ").map((word, index) => (
          <Fragment key={word}>
            {index > 0 && " "}
            <span className="whitespace-nowrap">{word}</span>
          </Fragment>
        ))}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-ink-muted">Size</dt>
          <dd className="font-semibold">{plan.size}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-ink-muted">Ideal stay</dt>
          <dd className="font-semibold">{plan.stay}</dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-sand pt-5">
        {plan.category === "subscription" ? (
          <>
            <p className="whitespace-nowrap">
              <span className="text-3xl font-bold lg:text-4xl">{formatInr(plan.price)}</span>
              <span className="text-ink-muted"> / month</span>
            </p>
            <GstTotal amount={plan.price} />
          </>
        ) : (
          <dl className="space-y-3">
            <Fee label="Storage fee" amount={plan.storageFee} per="month" />
            <Fee label="Fee per use" amount={plan.perUseFee} per="use" />
          </dl>
        )}
      </div>
    </li>
  );
}

function Fee({ label, amount, per }: { label: string; amount: number; per: string }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <dt className="text-sm text-ink-muted">{label}</dt>
        <dd className="whitespace-nowrap">
          <span className="text-2xl font-bold">{formatInr(amount)}</span>
          <span className="text-sm text-ink-muted"> / {per}</span>
        </dd>
      </div>
      <GstTotal amount={amount} asDetail />
    </div>
  );
}

/** "₹1,500 + 18% GST = ₹1,770" under a price (a <dd> when it sits in a fee's description list). */
function GstTotal({ amount, asDetail = false }: { amount: number; asDetail?: boolean }) {
  const Tag = asDetail ? "dd" : "p";
  return (
    <Tag className="mt-1 text-xs text-ink-muted" data-testid="gst-total">
      {gstLine(amount)}
    </Tag>
  );
}
