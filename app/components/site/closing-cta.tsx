import { GetStartedButton } from "~/components/waitlist/waitlist-triggers";
import { CLOSING_CTA } from "~/content/home";
import { Section } from "./section";

export function ClosingCta() {
  return (
    <Section heading={CLOSING_CTA.heading} lead={CLOSING_CTA.lead} centered>
      <div className="mt-8 flex justify-center">
        <GetStartedButton className="rounded-full bg-teal px-6 py-3 font-semibold text-white shadow-soft hover:bg-teal-dark" />
      </div>
    </Section>
  );
}
