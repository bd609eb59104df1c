import type { SyntheticEvent } from "react";
import { FEES_HASH, PRICING_COPY, SERVICE_FEES } from "~/content/pricing";

/**
 * The indicative-price table in a native disclosure, so its button works before the page's JavaScript has
 * started; once it has, the page keeps the choice in its URL (`#fees`), and that address opens it.
 */
export function ServiceFees({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open !== shown) onChange(event.currentTarget.open);
  };
  return (
    <details id={FEES_HASH} open={shown} onToggle={onToggle} className="group mt-10 scroll-mt-24 lg:mt-0">
      <summary className="w-fit cursor-pointer list-none rounded-full px-5 py-2.5 font-semibold text-teal-dark ring-1 ring-teal-dark/40 hover:bg-teal-light [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{PRICING_COPY.showFees}</span>
        <span className="hidden group-open:inline">{PRICING_COPY.hideFees}</span>
      </summary>
      {/* The card's rounded clipping is on this wrapper, and the caption is padded inside it: clipping the
          table itself cut off the caption's first letter. */}
      <div id="service-fees" className="mt-6 overflow-x-auto rounded-card bg-white shadow-soft">
        <table className="w-full text-left text-sm">
          <caption className="px-5 pt-4 pb-3 text-left text-ink-muted">{PRICING_COPY.feesCaption}</caption>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-5 py-3">
                Service
              </th>
              <th scope="col" className="px-5 py-3">
                Indicative Pricing
              </th>
            </tr>
          </thead>
          <tbody>
            {SERVICE_FEES.map((fee) => (
              <tr key={fee.service} className="border-t border-sand">
                <td className="px-5 py-3">{fee.service}</td>
                <td className="px-5 py-3 font-semibold whitespace-nowrap">{fee.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
