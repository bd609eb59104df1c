import type { LanguageCode } from "../../contract/languages";

type Messages = Partial<Record<string, string>>;

/**
 * Field errors as a form in `language` shows them: in English the rule's own message, which says exactly
 * what is wrong; in another language the field's one translated message (its copy's `errors`), or the
 * rule's English where the copy has none.
 */
export function errorsInLanguage(
  language: LanguageCode,
  found: Messages,
  translated: Messages,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(found).flatMap(([field, message]) =>
      message ? [[field, language === "en" ? message : (translated[field] ?? message)]] : [],
    ),
  );
}
