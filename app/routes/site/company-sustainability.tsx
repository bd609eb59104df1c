import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { SustainabilityPoints } from "~/components/site/sustainability-points";
import { SUSTAINABILITY, SUSTAINABILITY_DETAIL } from "~/content/company";
import { CONTACT_EMAIL } from "~/content/site";

export const meta = () => pageMeta("companySustainability");

export default function CompanySustainability() {
  return (
    <>
      <Section level={1} eyebrow={SUSTAINABILITY.eyebrow} heading={SUSTAINABILITY.heading} lead={SUSTAINABILITY.lead}>
        <SustainabilityPoints headingLevel={2} />
      </Section>
      <Section tone="sand" heading={SUSTAINABILITY_DETAIL.heading} lead={SUSTAINABILITY_DETAIL.lead}>
        <ol className="mt-8 max-w-3xl list-decimal space-y-3 pl-5">
          {SUSTAINABILITY_DETAIL.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-8">
          {SUSTAINABILITY_DETAIL.contactLead}{" "}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-teal-dark underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
