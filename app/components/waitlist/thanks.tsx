import { Dialog } from "radix-ui";
import { EmailText } from "~/components/ui/email-text";
import { formCopy } from "../../../contract/form-copy";
import { THANKS_COPY, THANKS_WHATSAPP_COPY } from "../../../contract/waitlist-copy";
import type { SavedSignUp } from "./waitlist-form";

/** The panel's thanks, in the words of the no-JS thank-you page: WhatsApp first when that is where it went. */
export function Thanks({ email, phone, channel, language }: SavedSignUp) {
  const whatsapp = channel === "whatsapp";
  // The e-mail thanks in the form's language when it has been translated (contract/form-copy/).
  const copy = language === "en" || whatsapp ? undefined : formCopy(language);
  if (copy && copy !== formCopy("en")) {
    const [before, after] = copy.thanksNext.split("{address}");
    return (
      <div role="status" lang={language} className="rounded-card bg-white p-6 text-center shadow-soft">
        <p className="text-2xl font-semibold text-ink">{copy.thanksTitle}</p>
        <p className="mt-2 text-ink-muted">
          {before}
          <EmailText email={email} className="font-semibold text-ink" />
          {after}
        </p>
        <CloseButton />
      </div>
    );
  }
  const wa = THANKS_WHATSAPP_COPY;
  return (
    <div role="status" className="rounded-card bg-white p-6 text-center shadow-soft">
      <p className="font-display text-2xl text-ink">{whatsapp ? wa.title : THANKS_COPY.title}</p>
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
      <CloseButton />
    </div>
  );
}

function CloseButton() {
  return (
    <Dialog.Close
      // The form that had focus is gone; the Close button is the natural next step.
      autoFocus
      className="mt-6 rounded-full bg-teal px-6 py-2.5 font-semibold text-white hover:bg-teal-dark"
    >
      Close
    </Dialog.Close>
  );
}
