import { isLanguageCode, type LanguageCode, languageOf } from "../../contract/languages";
import { NOTICE_VERSION } from "../../contract/notice-version";

/** Where the notice lives (the form's consent line, the personal page and every e-mail link here). */
export const NOTICE_PATH = "/privacy/notice";

export const noticePath = (code: LanguageCode) => (code === "en" ? NOTICE_PATH : `${NOTICE_PATH}/${code}`);
export const noticeVersionPath = (version: string) => `${NOTICE_PATH}/v/${version}`;

export interface NoticePage {
  language: LanguageCode;
  /** The version shown: the current one, or an archived one's. */
  version: string;
}

/**
 * Which notice a path shows, or undefined for any other page. Kept apart from the texts: the root layout reads
 * it on every page for <html lang dir>, and must not carry 23 notices into every page's code.
 */
export function noticePageOf(pathname: string): NoticePage | undefined {
  const path = pathname.replace(/\/+$/, "");
  if (path === NOTICE_PATH) return { language: "en", version: NOTICE_VERSION };
  const rest = path.startsWith(`${NOTICE_PATH}/`) ? path.slice(NOTICE_PATH.length + 1) : undefined;
  if (rest === undefined) return undefined;
  if (rest.startsWith("v/")) return { language: "en", version: rest.slice(2) };
  return isLanguageCode(rest) ? { language: rest, version: NOTICE_VERSION } : undefined;
}

/** The page's <html lang> and dir: English pages keep "en-IN". */
export function documentLanguage(pathname: string): { lang: string; dir: "ltr" | "rtl" } {
  const page = noticePageOf(pathname);
  if (!page || page.language === "en") return { lang: "en-IN", dir: "ltr" };
  return { lang: page.language, dir: languageOf(page.language).dir };
}
