import naskh from "@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url";
import bengali from "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2?url";
import devanagari from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import gujarati from "@fontsource-variable/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-wght-normal.woff2?url";
import gurmukhi from "@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2?url";
import kannada from "@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2?url";
import malayalam from "@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2?url";
import meetei from "@fontsource-variable/noto-sans-meetei-mayek/files/noto-sans-meetei-mayek-meetei-mayek-wght-normal.woff2?url";
import olChiki from "@fontsource-variable/noto-sans-ol-chiki/files/noto-sans-ol-chiki-ol-chiki-wght-normal.woff2?url";
import oriya from "@fontsource-variable/noto-sans-oriya/files/noto-sans-oriya-oriya-wght-normal.woff2?url";
import tamil from "@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url";
import telugu from "@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url";
import type { LanguageCode } from "../../contract/languages";

const BY_SCRIPT: Record<string, string> = {
  Bengali: bengali,
  Devanagari: devanagari,
  Gujarati: gujarati,
  Gurmukhi: gurmukhi,
  Kannada: kannada,
  Malayalam: malayalam,
  "Meetei Mayek": meetei,
  "Ol Chiki": olChiki,
  Odia: oriya,
  Tamil: tamil,
  Telugu: telugu,
};

/**
 * The one face a translated notice needs, for a preload: the same file app/indian-scripts.css names (the
 * build gives both one address), so the text paints in it at once instead of swapping from a fallback whose
 * lines are another height (a layout shift) or that lacks the script. English pages preload nothing; Urdu
 * neither (below).
 */
export function noticeFace(code: LanguageCode, script: string): string | undefined {
  // Urdu's Nastaliq face is 239 kB: preloaded, it held the first paint longer than its swap costs (bench:web).
  if (code === "ur") return undefined;
  if (code === "sd" || code === "ks") return naskh;
  return BY_SCRIPT[script];
}
