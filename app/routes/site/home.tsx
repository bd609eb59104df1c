import { AppScreens } from "~/components/site/app-screens";
import { ChatDemo } from "~/components/site/chat-demo";
import { ClosingCta } from "~/components/site/closing-cta";
import { FeatureGrid } from "~/components/site/feature-grid";
import { HashtagRotator } from "~/components/site/hashtag-rotator";
import { Hero } from "~/components/site/hero";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { StepsStrip } from "~/components/site/steps-strip";
import { CHAT_COPY } from "~/content/home";

export const meta = () => pageMeta("home");

export default function Home() {
  return (
    <>
      <Hero />
      <StepsStrip />
      <FeatureGrid />
      <Section {...CHAT_COPY} tone="dark" centered>
        <div className="mt-12">
          <ChatDemo />
        </div>
      </Section>
      <AppScreens />
      <section aria-label="Hashtags" className="px-4 py-16 sm:px-6">
        <HashtagRotator />
      </section>
      <ClosingCta />
    </>
  );
}
