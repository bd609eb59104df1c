import { useState } from "react";
import { PRICING_COPY, SERVICE_FEES } from "~/content/pricing";

/** The indicative-price table, shown or hidden by its button. */
export function ServiceFees() {
  const [shown, setShown] = useState(false);
  return (
    <div className="mt-10">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="service-fees"
        onClick={() => setShown(!shown)}
        className="rounded-full px-5 py-2.5 font-semibold text-teal-dark ring-1 ring-teal-dark/40 hover:bg-teal-light"
      >
        {shown ? PRICING_COPY.hideFees : PRICING_COPY.showFees}
      </button>
      <div id="service-fees" hidden={!shown} className="mt-6 overflow-x-auto">
        <table className="w-full max-w-2xl overflow-hidden rounded-card bg-white text-left text-sm shadow-soft">
          <caption className="pb-3 text-left text-ink-muted">{PRICING_COPY.feesCaption}</caption>
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
