import { ClosingCta } from "~/components/site/closing-cta";
import { pageMeta } from "~/components/site/page-meta";
import { PlanCard } from "~/components/site/plan-card";
import { PricingNotes } from "~/components/site/pricing-notes";
import { PricingToggle } from "~/components/site/pricing-toggle";
import { Section } from "~/components/site/section";
import { ServiceFees } from "~/components/site/service-fees";
import { usePricingUrl } from "~/components/site/use-pricing-url";
import { PRICING_JOIN } from "~/content/join";
import { PAYG_PLANS, PRICING_COPY, PRICING_MODES, SUBSCRIPTION_PLANS } from "~/content/pricing";

export const meta = () => pageMeta("pricing");

export default function Pricing() {
  const { mode, setMode, feesShown, setFeesShown } = usePricingUrl();
  return (
    <>
      <Section level={1} centered {...PRICING_COPY}>
        {/* Both modes' plans are in the page; CSS shows the checked mode's (app.css), with or without React. */}
        <div className="pricing-modes">
          <PricingToggle mode={mode} onChange={setMode} />
          {PRICING_MODES.map(({ id }) => (
            <ul key={id} aria-label="Plans" data-plans={id} className="mt-10 grid gap-6 md:grid-cols-3">
              {(id === "subscription" ? SUBSCRIPTION_PLANS : PAYG_PLANS).map((plan) => (
                <PlanCard key={plan.title} plan={plan} />
              ))}
            </ul>
          ))}
        </div>
        {/* Notes and the fee table side by side on a wide screen, so neither leaves half the width empty. */}
        <div className="mt-14 gap-12 lg:grid lg:grid-cols-2 lg:items-start">
          <PricingNotes />
          <ServiceFees shown={feesShown} onChange={setFeesShown} />
        </div>
      </Section>
      <ClosingCta copy={PRICING_JOIN} />
    </>
  );
}
