import { useEffect, useRef } from "react";
import { EmailText } from "~/components/ui/email-text";
import { around, panelCopy } from "../../../contract/form-copy";
import { type LanguageCode, languageOf } from "../../../contract/languages";
import { TITLE_ID, titleClass } from "./panel-style";
import type { SavedSignUp } from "./waitlist-form";

interface Props extends SavedSignUp {
  /** The form's language: the thanks is in the words the visitor chose. */
  language: LanguageCode;
  onClose: () => void;
}

/**
 * The panel after a save: the spec's thanks as its title, then the true next step in the words of the no-JS
 * thank-you page (WhatsApp first when that is where it went), and a Close button.
 */
export function Thanks({ email, phone, channel, language, onClose }: Props) {
  const close = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; the Close button is the natural next step.
  useEffect(() => close.current?.focus(), []);
  const copy = panelCopy(language).thanks;
  const whatsapp = channel === "whatsapp";
  const [sentBefore, sentAfter] = around(whatsapp ? copy.whatsappSent : copy.emailSent, whatsapp ? "phone" : "email");
  const [fallbackBefore, fallbackAfter] = around(copy.whatsappFallback, "email");
  return (
    <div role="status" lang={language} dir={languageOf(language).dir}>
      <h2 id={TITLE_ID} className={titleClass(language)}>
        {copy.title}
      </h2>
      <div className="mt-6 rounded-card bg-white p-6 shadow-soft">
        <p className={titleClass(language, "font-display text-xl text-ink", "text-xl font-semibold text-ink")}>
          {whatsapp ? copy.whatsapp : copy.email}
        </p>
        <p className="mt-2 text-ink-muted">
          {sentBefore}
          {whatsapp ? (
            <strong className="font-semibold text-ink" dir="ltr">
              {phone}
            </strong>
          ) : (
            <EmailText email={email} className="font-semibold text-ink" />
          )}
          {sentAfter}
        </p>
        {whatsapp ? (
          <p className="mt-2 text-ink-muted">
            {fallbackBefore}
            <EmailText email={email} className="font-semibold text-ink" />
            {fallbackAfter}
          </p>
        ) : (
          <p className="mt-2 text-ink-muted">{copy.emailNext}</p>
        )}
      </div>
      <button
        type="button"
        ref={close}
        onClick={onClose}
        className="mt-6 w-full rounded-full bg-teal px-6 py-2.5 font-semibold text-white hover:bg-teal-dark"
      >
        {copy.close}
      </button>
    </div>
  );
}
