import { ClosingCta } from "~/components/site/closing-cta";
import { EmailLink, WhatsappLink } from "~/components/site/contact-links";
import { FaqList } from "~/components/site/faq-list";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { FAQ_COPY, FAQ_ITEMS } from "~/content/faq";
import { FAQ_JOIN } from "~/content/join";

export const meta = () => [
  ...pageMeta("faq"),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ_ITEMS.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  },
];

export default function Faq() {
  return (
    <>
      <Section level={1} heading={FAQ_COPY.heading} lead={FAQ_COPY.lead} aside={<AskUs />}>
        <FaqList />
      </Section>
      <ClosingCta copy={FAQ_JOIN} />
    </>
  );
}

/** Beside the questions on desktop (under them on a phone): the way to ask one that is not there. */
function AskUs() {
  return (
    <div className="rounded-card bg-sand p-6 md:p-8" data-testid="faq-ask-us">
      <img
        src="/illustrations/hotel-door.svg"
        alt=""
        width={360}
        height={300}
        loading="lazy"
        className="mx-auto hidden w-48 md:block"
      />
      <h2 className="font-display text-2xl md:mt-6">{FAQ_COPY.notFound}</h2>
      <p className="mt-3 text-ink-muted">
        {FAQ_COPY.notFoundAction} <EmailLink className="break-all text-teal-dark" />.
      </p>
      <WhatsappLink className="mt-4 text-teal-dark" />
    </div>
  );
}
