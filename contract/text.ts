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

/** Lone UTF-16 surrogates (not well-formed text: stored as invalid UTF-8, which other readers refuse). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Control characters, line breaks and tabs included: a name or company is one line of plain text. */
const CONTROL = /\p{Cc}/u;
/** A link: a scheme, `www.`, or a host followed by a path (`bit.ly/x`). A bare "Booking.com" is a name. */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\//i;

export const NOT_WELL_FORMED = "contains characters that are not valid text.";

/** Text any field may hold: well-formed, so every reader of the database can read it. */
export function isWellFormed(value: string) {
  return !LONE_SURROGATE.test(value);
}

/** The first `max` UTF-16 units of a text, one fewer when the cut would split a pair: still well-formed. */
export function clipText(value: string, max: number) {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Why a person's name or company is refused, or null: it is shown in e-mail sent to the address typed with
 * it, so a line break or a link would let anyone write a message in our name (docs/product.md, Waitlist).
 */
export function plainLineProblem(label: string, value: string): string | null {
  if (!isWellFormed(value)) return `${label} ${NOT_WELL_FORMED}`;
  if (CONTROL.test(value)) return `${label} must be one line of text, without line breaks or control characters.`;
  if (LINK.test(value)) return `${label} cannot contain a link.`;
  return null;
}

/**
 * Five digits of any script, in a row or split by the separators people write numbers with (spaces,
 * dashes, dots, brackets, slashes, a plus): a phone number or an account number, never part of a name.
 */
const DIGIT_RUN = /[\p{Nd}\p{No}](?:[\s\-.()/+\u2010-\u2015\u00b7]*[\p{Nd}\p{No}]){4}/u;

/**
 * Why a person's name is refused, or null: a name greets the person in e-mail we send, so besides being a
 * plain line it must not carry an address (`@`) or a phone number, which would turn the greeting into
 * instructions from us ("Your account is locked call +91 …").
 */
export function personNameProblem(label: string, value: string): string | null {
  const problem = plainLineProblem(label, value);
  if (problem) return problem;
  // Compatibility forms read as what they stand for: fullwidth and circled digits, fullwidth ＠ and small ﹫.
  const plain = value.normalize("NFKC");
  if (plain.includes("@")) return `${label} cannot contain @: enter a name, not an e-mail address.`;
  if (DIGIT_RUN.test(plain)) return `${label} cannot contain a phone or other number of five or more digits.`;
  return null;
}
