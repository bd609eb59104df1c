import { Link } from "react-router";
import { titleClass } from "~/components/waitlist/panel-style";
import { ONBOARDING_FAILURES, UNUSABLE_LINK_COPIES } from "~/content/onboarding";
import { CONTACT_EMAIL } from "~/content/site";
import { type LanguageCode, languageOf } from "../../../contract/languages";
import { Placed } from "./placed";

/** Why the link cannot be used: no code in it, no invite with its code (404), or one used or ended (410). */
export type UnusableReason = "missing" | "unknown" | "gone";

const contact = (
  <a href={`mailto:${CONTACT_EMAIL}`} dir="ltr" className="font-medium text-teal-dark underline">
    {CONTACT_EMAIL}
  </a>
);

/**
 * The screen for a link that cannot work, in the language its `lang` hint names. English keeps the server's
 * own line, which tells used, expired and withdrawn apart; the other languages say each case in their words.
 */
export function UnusableLink({
  reason,
  detail,
  language,
}: {
  reason: UnusableReason;
  detail: string;
  language: LanguageCode;
}) {
  const copy = UNUSABLE_LINK_COPIES[language];
  // In another language a spent invite's own line already says whom to write to: only the way home follows.
  const namesContact = language !== "en" && reason === "gone";
  const why =
    language === "en" && reason !== "missing" ? (
      detail
    ) : reason === "gone" ? (
      <Placed line={ONBOARDING_FAILURES[language].inviteGone} parts={{ email: contact }} />
    ) : (
      copy[reason]
    );
  const home = (
    <Link to="/" className="font-medium text-teal-dark underline">
      {copy.home}
    </Link>
  );
  return (
    <div role="alert" lang={language} dir={languageOf(language).dir}>
      <h1 className={titleClass(language, "font-display text-3xl", "text-3xl font-bold")}>{copy.heading}</h1>
      <p className="mt-3 text-ink-muted">{why}</p>
      <p className="mt-4 text-sm">
        {namesContact ? home : <Placed line={copy.help} parts={{ email: contact, home }} />}
      </p>
    </div>
  );
}
