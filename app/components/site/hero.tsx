import { Link } from "react-router";
import { GetStartedButton } from "~/components/waitlist/waitlist-triggers";
import { HERO } from "~/content/home";
import { Eyebrow } from "./section";
import { VideoFacade } from "./video-facade";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-12">
        <div className="md:col-span-6">
          <Eyebrow>{HERO.eyebrow}</Eyebrow>
          <h1 id="hero-heading" className="mt-3 font-display text-4xl text-balance md:text-6xl">
            {HERO.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-ink-muted">{HERO.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <GetStartedButton className="rounded-full bg-teal px-6 py-3 font-semibold text-white shadow-soft hover:bg-teal-dark" />
            <Link
              to={HERO.secondaryCta.to}
              className="rounded-full px-6 py-3 font-semibold text-teal-dark ring-1 ring-teal-dark/30 hover:bg-teal-light"
            >
              {HERO.secondaryCta.label}
            </Link>
          </div>
        </div>
        <div className="md:col-span-6">
          <VideoFacade />
        </div>
      </div>
    </section>
  );
}
