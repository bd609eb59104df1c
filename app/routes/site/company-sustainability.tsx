import { ClosingCta } from "~/components/site/closing-cta";
import { WhatsappLink } from "~/components/site/contact-links";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { SustainabilityPoints } from "~/components/site/sustainability-points";
import { SUSTAINABILITY, SUSTAINABILITY_DETAIL } from "~/content/company";
import { SUSTAINABILITY_JOIN } from "~/content/join";
import { CONTACT_EMAIL } from "~/content/site";

export const meta = () => pageMeta("companySustainability");

export default function CompanySustainability() {
  return (
    <>
      <Section
        level={1}
        eyebrow={SUSTAINABILITY.eyebrow}
        heading={SUSTAINABILITY.heading}
        lead={SUSTAINABILITY.lead}
        illustration="/illustrations/light-backpack.svg"
      >
        <SustainabilityPoints headingLevel={2} />
      </Section>
      <Section tone="sand" heading={SUSTAINABILITY_DETAIL.heading} lead={SUSTAINABILITY_DETAIL.lead}>
        {/* Two columns of numbered steps on desktop, so the method uses the width and reads at a glance. */}
        <ol className="mt-8 grid gap-4 md:grid-cols-2" data-testid="carbon-method">
          {SUSTAINABILITY_DETAIL.steps.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-card bg-white p-6 shadow-soft">
              <span aria-hidden="true" className="font-display text-3xl text-teal-dark">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          {SUSTAINABILITY_DETAIL.contactLead}{" "}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-teal-dark underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
        <WhatsappLink className="mt-4 text-teal-dark" />
      </Section>
      <ClosingCta copy={SUSTAINABILITY_JOIN} />
    </>
  );
}
