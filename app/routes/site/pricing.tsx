import { ClosingCta } from "~/components/site/closing-cta";
import { pageMeta } from "~/components/site/page-meta";
import { PlanCard } from "~/components/site/plan-card";
import { PricingNotes } from "~/components/site/pricing-notes";
import { PricingToggle } from "~/components/site/pricing-toggle";
import { Section } from "~/components/site/section";
import { ServiceFees } from "~/components/site/service-fees";
import { usePricingUrl } from "~/components/site/use-pricing-url";
import { PRICING_JOIN } from "~/content/join";
import { PAYG_PLANS, PRICING_COPY, SUBSCRIPTION_PLANS } from "~/content/pricing";

export const meta = () => pageMeta("pricing");

export default function Pricing() {
  const { mode, setMode, feesShown, setFeesShown } = usePricingUrl();
  const plans = mode === "subscription" ? SUBSCRIPTION_PLANS : PAYG_PLANS;
  return (
    <>
      <Section level={1} centered {...PRICING_COPY}>
        <PricingToggle mode={mode} onChange={setMode} />
        <ul aria-label="Plans" className="mt-10 grid gap-6 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.title} plan={plan} />
          ))}
        </ul>
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
