import { isLanguageCode, LANGUAGES, type LanguageCode, pickLanguage } from "../../../contract/languages.js";
import { escapeHtml } from "../../lib/escape-html.js";

/**
 * The no-JS form's language: `?lang=` (a link below), else the language a refilled form was in, else the
 * browser's first Accept-Language that is one of the 23, else English.
 */
export function formLanguage(query: unknown, body: unknown, acceptLanguage: string | undefined): LanguageCode {
  for (const value of [query, body]) if (typeof value === "string" && isLanguageCode(value)) return value;
  const tags = (acceptLanguage ?? "").split(",").map((part) => part.split(";")[0]?.trim() ?? "");
  return pickLanguage(tags.filter(Boolean));
}

/** Links to the form in each language, by its own name: without JavaScript, a picker is a set of links. */
export function languageLinks(current: LanguageCode): string {
  const links = LANGUAGES.map((language) =>
    language.code === current
      ? `<strong lang="${language.code}">${escapeHtml(language.name)}</strong>`
      : `<a lang="${language.code}" hreflang="${language.code}" href="/api/v1/waitlist/form?lang=${language.code}">${escapeHtml(language.name)}</a>`,
  );
  return `<nav aria-label="Language" class="small">${links.join(" · ")}</nav>`;
}
