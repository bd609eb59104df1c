import { ClosingCta } from "~/components/site/closing-cta";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { SustainabilityPoints } from "~/components/site/sustainability-points";
import { TextLink } from "~/components/site/text-link";
import { ValuesGrid } from "~/components/site/values-grid";
import { COMPANY_LINKS, SUSTAINABILITY, VISION } from "~/content/company";
import { COMPANY_JOIN } from "~/content/join";

export const meta = () => pageMeta("company");

export default function Company() {
  return (
    <>
      <Section
        level={1}
        eyebrow={VISION.eyebrow}
        heading={VISION.heading}
        lead={VISION.lead}
        illustration={VISION.illustration}
      >
        <p className="mt-6 max-w-2xl text-pretty">{VISION.body}</p>
        <TextLink link={COMPANY_LINKS.story} />
      </Section>
      <Section tone="sand" eyebrow="Our values" heading="Four values behind every delivery">
        <ValuesGrid />
        <TextLink link={COMPANY_LINKS.values} />
      </Section>
      <Section tone="dark" eyebrow={SUSTAINABILITY.eyebrow} heading={SUSTAINABILITY.heading} lead={SUSTAINABILITY.lead}>
        <SustainabilityPoints dark headingLevel={3} />
        <TextLink link={COMPANY_LINKS.sustainability} dark />
      </Section>
      <ClosingCta copy={COMPANY_JOIN} />
    </>
  );
}
