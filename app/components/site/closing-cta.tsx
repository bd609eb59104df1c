import { GetStartedButton } from "~/components/waitlist/waitlist-triggers";
import { CLOSING_CTA } from "~/content/home";
import type { JoinCopy } from "~/content/join";
import { Section } from "./section";

/** A page's last section: its own words, then the button that opens the waitlist form. */
export function ClosingCta({ copy = CLOSING_CTA }: { copy?: JoinCopy }) {
  return (
    <Section heading={copy.heading} lead={copy.lead} tone="sand" centered>
      <div className="mt-8 flex justify-center">
        <GetStartedButton className="rounded-full bg-teal px-6 py-3 font-semibold text-white shadow-soft hover:bg-teal-dark" />
      </div>
    </Section>
  );
}
