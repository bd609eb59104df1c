import { useEffect, useRef } from "react";
import { EmailText } from "~/components/ui/email-text";
import { THANKS_COPY, THANKS_WHATSAPP_COPY, WAITLIST_FORM_COPY } from "../../../contract/waitlist-copy";
import { TITLE_CLASS, TITLE_ID } from "./panel-style";
import type { SavedSignUp } from "./waitlist-form";

/**
 * The panel after a save: the spec's thanks as its title, then the true next step in the words of the no-JS
 * thank-you page (WhatsApp first when that is where it went), and a Close button.
 */
export function Thanks({ email, phone, channel, onClose }: SavedSignUp & { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; the Close button is the natural next step.
  useEffect(() => close.current?.focus(), []);
  const whatsapp = channel === "whatsapp";
  const wa = THANKS_WHATSAPP_COPY;
  return (
    <div role="status">
      <h2 id={TITLE_ID} className={TITLE_CLASS}>
        {WAITLIST_FORM_COPY.thanksTitle}
      </h2>
      <div className="mt-6 rounded-card bg-white p-6 shadow-soft">
        <p className="font-display text-xl text-ink">{whatsapp ? wa.title : THANKS_COPY.title}</p>
        {whatsapp ? (
          <>
            <p className="mt-2 text-ink-muted">
              {wa.sent[0]}
              <strong className="font-semibold text-ink">{phone}</strong>
              {wa.sent[1]}
            </p>
            <p className="mt-2 text-ink-muted">
              {wa.fallback[0]}
              <EmailText email={email} className="font-semibold text-ink" />
              {wa.fallback[1]}
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-ink-muted">
              {THANKS_COPY.sent[0]}
              <EmailText email={email} className="font-semibold text-ink" />
              {THANKS_COPY.sent[1]}
            </p>
            <p className="mt-2 text-ink-muted">{THANKS_COPY.next}</p>
          </>
        )}
      </div>
      <button
        type="button"
        ref={close}
        onClick={onClose}
        className="mt-6 w-full rounded-full bg-teal px-6 py-2.5 font-semibold text-white hover:bg-teal-dark"
      >
        {WAITLIST_FORM_COPY.close}
      </button>
    </div>
  );
}
