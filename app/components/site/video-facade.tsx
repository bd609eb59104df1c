import { useState } from "react";
import { HERO } from "~/content/home";
import { PROMO_VIDEO_URL } from "~/content/site";
import { Explainer } from "./explainer";
import { PlayIcon } from "./icons";

const poster = (
  <img
    src="/illustrations/video-poster.svg"
    alt=""
    width={640}
    height={360}
    fetchPriority="high"
    className="size-full object-cover"
  />
);

/**
 * The promotional video as a click-to-play facade: a local poster and a play button. The player frame
 * (a third party) is created only after the click, so loading the page requests nothing off-site.
 * Without a configured video (PROMO_VIDEO_URL) the animated explainer takes its place: no still that
 * reads as a broken film, no button to a player that cannot play.
 */
export function VideoFacade() {
  const [playing, setPlaying] = useState(false);
  if (!PROMO_VIDEO_URL) return <Explainer />;
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-ink shadow-soft" data-testid="promo-video">
      {playing ? (
        <iframe
          src={PROMO_VIDEO_URL}
          title={HERO.videoTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full">
          {poster}
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-18 place-items-center rounded-full bg-white/95 pl-1 text-teal-dark shadow-soft transition-transform group-hover:scale-105">
              <PlayIcon />
            </span>
          </span>
          <span className="sr-only">{HERO.videoLabel}</span>
        </button>
      )}
    </div>
  );
}
