/**
 * The promotional video's player when PROMO_VIDEO_URL is unset. The pages embed it (build time) and the
 * server allows its origin in the Content-Security-Policy's frame-src (run time): set the variable alike.
 */
export const DEFAULT_PROMO_VIDEO_URL = "https://www.youtube-nocookie.com/embed/stashd-promo?autoplay=1&rel=0";
