import { WAITLIST_FORM_COPY, type WaitlistFormCopy } from "./waitlist-copy.js";

/**
 * The parts of the pre-rendered waitlist form that depend on the server, as markup: the city choices (the
 * hubs' live and planned cities as they are now) and the sign that this server sends WhatsApp. The app
 * renders the choices with this markup and the server writes the same markup into a page when the cities
 * change (server/services/site/city-pages.ts), so the HTML always offers the current cities and React
 * hydrates what the page shows. Pure and import-free but for the copy: the server and the browser share it.
 */
export interface FormCities {
  live: readonly string[];
  planned: readonly string[];
}

/** Present in a page's <head> when its server sends WhatsApp: the form's tick-box shows only then (app.css). */
export const WHATSAPP_META = '<meta name="stashd-whatsapp" content="on"/>';

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const everyCity = ({ live, planned }: FormCities) => [
  ...live.map((name) => ({ name, planned: false })),
  ...planned.map((name) => ({ name, planned: true })),
];

/** The home-city list's options: a prompt, then every city (a planned one says it is coming soon). */
export function homeCityOptionsHtml(cities: FormCities, copy: WaitlistFormCopy = WAITLIST_FORM_COPY): string {
  const options = everyCity(cities).map(
    (city) =>
      `<option value="${escapeText(city.name)}">${escapeText(city.name)}${city.planned ? escapeText(copy.comingSoon) : ""}</option>`,
  );
  return `<option value="">${escapeText(copy.homeCityPrompt)}</option>${options.join("")}`;
}

/** The preferred cities as tick-boxes drawn as chips (app.css `.city-chip`): a plain form post carries them. */
export function preferredCityChipsHtml(cities: FormCities, copy: WaitlistFormCopy = WAITLIST_FORM_COPY): string {
  return everyCity(cities)
    .map(
      (city) =>
        `<label class="city-chip"><input type="checkbox" name="preferredCities" value="${escapeText(city.name)}"/>` +
        `${escapeText(city.name)}${city.planned ? `<span class="city-chip-soon">${escapeText(copy.soon)}</span>` : ""}</label>`,
    )
    .join("");
}

/** Finds a region the app renders with the markup above, by its marker attribute, to write it anew. */
const REGIONS = {
  homeCity: /(<select[^>]*\bdata-city-options=""[^>]*>)[\s\S]*?(<\/select>)/,
  chips: /(<div[^>]*\bdata-city-chips=""[^>]*>)[\s\S]*?(<\/div>)/,
};

/** A page's form with other cities: only its two city regions change. */
export function rewriteFormCities(html: string, cities: FormCities): string {
  return html
    .replace(REGIONS.homeCity, (_all, open, close) => `${open}${homeCityOptionsHtml(cities)}${close}`)
    .replace(REGIONS.chips, (_all, open, close) => `${open}${preferredCityChipsHtml(cities)}${close}`);
}
