import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../contract/languages";

/** What the onboarding link's query says: the invite's code, and the language its messages hint at. */
export interface InviteLink {
  code: string | null;
  /** `lang` when it is one of the 23 codes, else English: only words hang on it, never the invite. */
  language: LanguageCode;
}

/**
 * Reads `?invite=<code>&lang=<code>`. A code never holds "&", so a messenger that escaped the `&lang=` the
 * WhatsApp button adds after the code (folding it into `invite`) still leaves the code whole and the hint.
 */
export function readInviteLink(search: string): InviteLink {
  const query = new URLSearchParams(search);
  const invite = query.get("invite") ?? "";
  const cut = invite.indexOf("&");
  const code = cut < 0 ? invite : invite.slice(0, cut);
  const hint = query.get("lang") ?? (cut < 0 ? null : new URLSearchParams(invite.slice(cut + 1)).get("lang"));
  return { code: code || null, language: hint && isLanguageCode(hint) ? hint : DEFAULT_LANGUAGE };
}
