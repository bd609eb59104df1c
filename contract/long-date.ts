import type { LanguageCode } from "./languages.js";

/**
 * The locale asked for where a language's own one with India would pick another script than its text here:
 * ICU writes Sindhi in India in Devanagari, and our Sindhi is in Perso-Arabic (contract/languages.ts).
 */
const LOCALE: Partial<Record<LanguageCode, string>> = { sd: "sd-Arab-IN" };

/**
 * A long date, India's day, in the person's language where the runtime knows it, else Indian English; the
 * digits stay international, as everywhere in the product. The page and the server's answers share it.
 */
export const longDate = (iso: string, language: LanguageCode = "en") =>
  new Intl.DateTimeFormat(language === "en" ? "en-IN" : [LOCALE[language] ?? `${language}-IN`, language, "en-IN"], {
    timeZone: "Asia/Kolkata",
    dateStyle: "long",
    numberingSystem: "latn",
  }).format(new Date(iso));
