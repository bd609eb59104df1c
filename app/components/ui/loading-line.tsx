import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CHECKING_LINES } from "~/content/onboarding/checking";
import { readInviteLink } from "~/lib/invite-link";
import { type LanguageCode, languageOf } from "../../../contract/languages";

/**
 * "Loading…", or on an invite's link the onboarding page's own line, in the language the link hints at. In
 * SPA mode only the root's HydrateFallback shows while a client-side page loads, and its HTML is built once,
 * in English: the link's line replaces it once the page has hydrated, which is before the invite answers.
 */
export function LoadingLine() {
  const { pathname, search } = useLocation();
  const [language, setLanguage] = useState<LanguageCode>();
  useEffect(() => {
    setLanguage(pathname === "/onboarding" ? readInviteLink(search).language : undefined);
  }, [pathname, search]);
  if (!language) return <p className="text-ink-muted">Loading…</p>;
  return (
    <p lang={language} dir={languageOf(language).dir} className="text-ink-muted">
      {CHECKING_LINES[language]}
    </p>
  );
}
