import { isLanguageCode } from "../../../contract/languages.js";

/** The privacy notice's address in a language (app/lib/notice-path.ts makes the same paths for the site). */
export function noticeLink(publicUrl: string, language: string | null | undefined): string {
  const code = language && isLanguageCode(language) && language !== "en" ? `/${language}` : "";
  return `${publicUrl}/privacy/notice${code}`;
}
