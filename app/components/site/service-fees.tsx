import { FEES_HASH, PRICING_COPY, SERVICE_FEES } from "~/content/pricing";

/** The indicative-price table, shown or hidden by its button (the page keeps that in its URL). */
export function ServiceFees({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <div id={FEES_HASH} className="mt-10 scroll-mt-24 lg:mt-0">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="service-fees"
        onClick={() => onChange(!shown)}
        className="rounded-full px-5 py-2.5 font-semibold text-teal-dark ring-1 ring-teal-dark/40 hover:bg-teal-light"
      >
        {shown ? PRICING_COPY.hideFees : PRICING_COPY.showFees}
      </button>
      {/* The card's rounded clipping is on this wrapper, and the caption is padded inside it: clipping the
          table itself cut off the caption's first letter. */}
      <div id="service-fees" hidden={!shown} className="mt-6 overflow-x-auto rounded-card bg-white shadow-soft">
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
    </div>
  );
}
