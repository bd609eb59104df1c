// The operator settings baked into the pre-rendered pages at build time. Plain JavaScript so that the
// build scripts (scripts/*.mjs), the server and the browser all read this one list and its defaults.

/** Placeholder defaults: fine for development, wrong for a public site (the server warns in production). */
export const BUILD_TIME_DEFAULTS = Object.freeze({
  CONTACT_EMAIL: "hello@stashd.example",
  /** Canonical URLs, the sitemap and Open Graph use this origin when PUBLIC_URL is unset at build time. */
  PUBLIC_URL: "https://stashd.in",
  PROMO_VIDEO_URL: "https://www.youtube-nocookie.com/embed/stashd-promo?autoplay=1&rel=0",
});

/** Where `npm run build` records the values it baked in; `npm start` rebuilds when they differ. */
export const BUILD_SETTINGS_FILE = "build/.build-settings.json";

const clean = (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** The build-time values an environment gives: null for unset (or empty), PUBLIC_URL without a trailing slash. */
export function buildTimeSettings(env) {
  return {
    CONTACT_EMAIL: clean(env.CONTACT_EMAIL),
    PUBLIC_URL: clean(env.PUBLIC_URL)?.replace(/\/+$/, "") ?? null,
    PROMO_VIDEO_URL: clean(env.PROMO_VIDEO_URL),
    WHATSAPP_NUMBER: clean(env.WHATSAPP_NUMBER),
    /** The notice names the grievance officer at this address; unset, at CONTACT_EMAIL (as the server does). */
    GRIEVANCE_EMAIL: clean(env.GRIEVANCE_EMAIL),
  };
}

/**
 * The "Chat on WhatsApp" link for WHATSAPP_NUMBER (an international number, "+91 98450 12345"): wa.me takes
 * the digits with the country code and nothing else. Null when unset, so nothing is shown.
 */
export function whatsappLink(number) {
  const digits = clean(number)?.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/** The names of the settings whose value in `env` differs from the recorded build's (all, if none recorded). */
export function changedBuildSettings(built, env) {
  const current = buildTimeSettings(env);
  // A setting a build predates (recorded as absent) was unset for it.
  return Object.keys(current).filter((name) => !built || (built[name] ?? null) !== current[name]);
}

/**
 * The names of the build-time settings an environment leaves unset or at their placeholder. PUBLIC_URL has
 * no placeholder value: its default is the real canonical origin, but a server needs to be told its own.
 */
export function placeholderSettings(env) {
  const values = buildTimeSettings(env);
  const isPlaceholder = (name) =>
    values[name] === null || (name !== "PUBLIC_URL" && values[name] === BUILD_TIME_DEFAULTS[name]);
  return Object.keys(BUILD_TIME_DEFAULTS).filter(isPlaceholder);
}
