/**
 * English and the 22 languages of the Eighth Schedule, in which the Digital Personal Data Protection Act
 * (s. 5(3), s. 6(3)) lets a person read the notice and the request for consent. `name` is the language's
 * own name in its own script; `script` is the one its text here is written in (docs/decisions/520 for
 * Manipuri and Santali); `dir` is rtl for the Perso-Arabic scripts.
 */
export const LANGUAGES = [
  { code: "en", name: "English", english: "English", script: "Latin", dir: "ltr" },
  { code: "as", name: "অসমীয়া", english: "Assamese", script: "Bengali", dir: "ltr" },
  { code: "bn", name: "বাংলা", english: "Bengali", script: "Bengali", dir: "ltr" },
  { code: "brx", name: "बर'", english: "Bodo", script: "Devanagari", dir: "ltr" },
  { code: "doi", name: "डोगरी", english: "Dogri", script: "Devanagari", dir: "ltr" },
  { code: "gu", name: "ગુજરાતી", english: "Gujarati", script: "Gujarati", dir: "ltr" },
  { code: "hi", name: "हिन्दी", english: "Hindi", script: "Devanagari", dir: "ltr" },
  { code: "kn", name: "ಕನ್ನಡ", english: "Kannada", script: "Kannada", dir: "ltr" },
  { code: "ks", name: "کٲشُر", english: "Kashmiri", script: "Arabic", dir: "rtl" },
  { code: "kok", name: "कोंकणी", english: "Konkani", script: "Devanagari", dir: "ltr" },
  { code: "mai", name: "मैथिली", english: "Maithili", script: "Devanagari", dir: "ltr" },
  { code: "ml", name: "മലയാളം", english: "Malayalam", script: "Malayalam", dir: "ltr" },
  { code: "mni", name: "ꯃꯤꯇꯩꯂꯣꯟ", english: "Manipuri", script: "Meetei Mayek", dir: "ltr" },
  { code: "mr", name: "मराठी", english: "Marathi", script: "Devanagari", dir: "ltr" },
  { code: "ne", name: "नेपाली", english: "Nepali", script: "Devanagari", dir: "ltr" },
  { code: "or", name: "ଓଡ଼ିଆ", english: "Odia", script: "Odia", dir: "ltr" },
  { code: "pa", name: "ਪੰਜਾਬੀ", english: "Punjabi", script: "Gurmukhi", dir: "ltr" },
  { code: "sa", name: "संस्कृतम्", english: "Sanskrit", script: "Devanagari", dir: "ltr" },
  { code: "sat", name: "ᱥᱟᱱᱛᱟᱲᱤ", english: "Santali", script: "Ol Chiki", dir: "ltr" },
  { code: "sd", name: "سنڌي", english: "Sindhi", script: "Arabic", dir: "rtl" },
  { code: "ta", name: "தமிழ்", english: "Tamil", script: "Tamil", dir: "ltr" },
  { code: "te", name: "తెలుగు", english: "Telugu", script: "Telugu", dir: "ltr" },
  { code: "ur", name: "اردو", english: "Urdu", script: "Arabic", dir: "rtl" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageOf = (code: LanguageCode): Language =>
  LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

/** The first of the browser's preferred languages that is one of ours ("hi-IN" is Hindi), else English. */
export function pickLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
