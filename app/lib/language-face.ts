import { type LanguageCode, languageOf } from "../../contract/languages";

/** The self-hosted family of each Indian script, as app/indian-scripts.css declares it. */
const FAMILY_BY_SCRIPT: Record<string, string> = {
  Bengali: "Noto Sans Bengali Variable",
  Devanagari: "Noto Sans Devanagari Variable",
  Gujarati: "Noto Sans Gujarati Variable",
  Gurmukhi: "Noto Sans Gurmukhi Variable",
  Kannada: "Noto Sans Kannada Variable",
  Malayalam: "Noto Sans Malayalam Variable",
  "Meetei Mayek": "Noto Sans Meetei Mayek Variable",
  "Ol Chiki": "Noto Sans Ol Chiki Variable",
  Odia: "Noto Sans Oriya Variable",
  Tamil: "Noto Sans Tamil Variable",
  Telugu: "Noto Sans Telugu Variable",
};

/** Urdu is read in Nastaliq; Sindhi and Kashmiri in Naskh, whose face has their extra letters. */
const ARABIC_FAMILY: Partial<Record<LanguageCode, string>> = {
  ur: "Noto Nastaliq Urdu Variable",
  sd: "Noto Naskh Arabic Variable",
  ks: "Noto Naskh Arabic Variable",
};

/**
 * The one self-hosted family a language's text is set in, or undefined for English (its face is the page's
 * own). Named first before the device's fonts, it draws that language's letters in the face the text around
 * already downloaded, while every other script falls through to the device: each face's unicode-range
 * keeps it off letters not its own, so naming it fetches nothing more.
 */
export function languageFace(code: LanguageCode): string | undefined {
  return ARABIC_FAMILY[code] ?? FAMILY_BY_SCRIPT[languageOf(code).script];
}
