import type { LanguageCode } from "./languages.js";

/**
 * The locale asked for where a language's own one with India would pick another script than its text here:
 * ICU writes Sindhi in India in Devanagari, and our Sindhi is in Perso-Arabic (contract/languages.ts).
 */
const LOCALE: Partial<Record<LanguageCode, string>> = { sd: "sd-Arab-IN" };

/**
 * Languages whose month names the runtime has only in another script: ICU writes Manipuri's in Bengali,
 * and our Manipuri is in Meetei Mayek (docs/decisions/520). Their dates are India's day/month/year in digits.
 */
const DIGITS_ONLY: ReadonlySet<LanguageCode> = new Set(["mni"]);

/**
 * A long date, India's day, in the person's language where the runtime knows it, else Indian English; the
 * digits stay international, as everywhere in the product. The page and the server's answers share it.
 */
export const longDate = (iso: string, language: LanguageCode = "en") =>
  new Intl.DateTimeFormat(
    language === "en" ? "en-IN" : [LOCALE[language] ?? `${language}-IN`, language, "en-IN"],
    DIGITS_ONLY.has(language)
      ? { timeZone: "Asia/Kolkata", day: "2-digit", month: "2-digit", year: "numeric", numberingSystem: "latn" }
      : { timeZone: "Asia/Kolkata", dateStyle: "long", numberingSystem: "latn" },
  ).format(new Date(iso));
