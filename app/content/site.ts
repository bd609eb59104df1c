/**
 * Brand-level values. The brand name and contact e-mail are one value each; CONTACT_EMAIL is read at
 * build time (the pages are static HTML) and, by the server, at run time.
 */
import { BRAND_NAME, HEADER_BADGE } from "../../contract/brand";
import { BUILD_TIME_DEFAULTS, whatsappLink } from "../../contract/build-settings.mjs";
import { cityPhrases, readSiteCities, type SiteCities } from "../../contract/cities";

export { BRAND_NAME, HEADER_BADGE };
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? BUILD_TIME_DEFAULTS.CONTACT_EMAIL;
/** The grievance officer's address on the notice: GRIEVANCE_EMAIL at build time, else the contact address. */
export const GRIEVANCE_EMAIL: string = import.meta.env.VITE_GRIEVANCE_EMAIL ?? CONTACT_EMAIL;

/** Canonical origin for canonical URLs, Open Graph and the sitemap: PUBLIC_URL at build time (vite.config.ts). */
export const SITE_ORIGIN: string = import.meta.env.VITE_SITE_ORIGIN ?? BUILD_TIME_DEFAULTS.PUBLIC_URL;

/**
 * The promotional video's player frame. It is loaded only after a click on the facade, so the page
 * itself makes no third-party request. Operators set PROMO_VIDEO_URL at build time (vite.config.ts);
 * without it (or at the placeholder) the page shows the still poster and no player that cannot play.
 */
const videoUrl: string | undefined = import.meta.env.VITE_PROMO_VIDEO_URL;
export const PROMO_VIDEO_URL: string | null =
  videoUrl && videoUrl !== BUILD_TIME_DEFAULTS.PROMO_VIDEO_URL ? videoUrl : null;

/** "Chat on WhatsApp" (a plain wa.me link, no script) when WHATSAPP_NUMBER is set at build time; else null. */
export const WHATSAPP_LINK: string | null = whatsappLink(import.meta.env.VITE_WHATSAPP_NUMBER);
export const WHATSAPP_LABEL = "Chat on WhatsApp";

export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630, alt: `${BRAND_NAME}: travel light` };

/**
 * The live and planned cities, as the page was served with them (contract/cities.ts): the hubs' current
 * lists in a served page, the build-time lists while pre-rendering.
 */
export const SITE_CITIES: SiteCities = readSiteCities();
/** Every phrase of the copy that names the cities; the copy uses nothing else to name them. */
export const CITY_PHRASES = cityPhrases(SITE_CITIES);
/** "Bangalore, Mumbai and Delhi NCR": the live cities' phrase (CITY_PHRASES.live), as the waitlist copy reads it. */
export const LIVE_CITIES_TEXT = CITY_PHRASES.live;
