/**
 * Characters that change how text around them is shown without being seen themselves: bidirectional
 * embeddings, overrides and isolates (U+202A-E, U+2066-9), which can reverse what follows, and the
 * zero-width space, word joiner and BOM, which hide in a name. Zero-width (non-)joiners are kept:
 * Indic scripts and emoji need them.
 */
export const INVISIBLE_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g;

/** Free text as stored: the invisible controls above removed (schemas apply it before trimming). */
export function stripInvisibleControls(value: string) {
  return value.replace(INVISIBLE_CONTROLS, "");
}

/** For display of text stored before the input rule: each control becomes a visible code, e.g. [U+202E]. */
export function showInvisibleControls(value: string) {
  return value.replace(
    INVISIBLE_CONTROLS,
    (char) => `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}
