import type { LanguageCode } from "./languages.js";

/**
 * A long date, India's day, in the person's language where the runtime knows it, else Indian English; the
 * digits stay international, as everywhere in the product. The page and the server's answers share it.
 */
export const longDate = (iso: string, language: LanguageCode = "en") =>
  new Intl.DateTimeFormat(language === "en" ? "en-IN" : [`${language}-IN`, language, "en-IN"], {
    timeZone: "Asia/Kolkata",
    dateStyle: "long",
    numberingSystem: "latn",
  }).format(new Date(iso));
