import { useEffect, useState } from "react";
import { HASHTAG_COPY, HASHTAGS } from "~/content/home";
import { PauseToggle } from "./pause-toggle";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * docs/product.md, Marketing site: the hashtag changes every 2 s, cycling through the 10 tags. With
 * prefers-reduced-motion it stays on the first tag and offers no pause (nothing moves).
 */
export const HASHTAG_INTERVAL_MS = 2000;

export function HashtagRotator() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % HASHTAGS.length), HASHTAG_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion]);

  return (
    // data-hydrate: the page starts React when the tags come into view (lib/page-boot.ts).
    <div className="text-center" data-hydrate="visible">
      <p className="text-lg text-ink-muted">{HASHTAG_COPY.lead}</p>
      <p className="mt-2 h-14 font-display text-4xl text-teal-dark md:h-16 md:text-5xl" data-testid="hashtag">
        <span key={index} className="inline-block motion-safe:animate-[chat-in_400ms_ease-out]">
          {HASHTAGS[index]}
        </span>
      </p>
      {!reducedMotion && (
        <div className="mt-4">
          <PauseToggle paused={paused} onChange={setPaused} labels={HASHTAG_COPY} />
        </div>
      )}
    </div>
  );
}
