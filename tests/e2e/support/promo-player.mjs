// The promotional video the browser tests build the pages with (scripts/e2e-server.mjs), so that
// click-to-play runs for real. A loopback address nothing listens on: the tests answer it themselves
// (page.route), so playing needs no internet and never reaches a third party.
export const E2E_PROMO_VIDEO_URL = "http://127.0.0.1:45871/e2e-promo-player?autoplay=1";
