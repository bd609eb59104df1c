import { Dialog } from "radix-ui";
import { useState } from "react";
import { EmailText } from "~/components/ui/email-text";
import { ALREADY_ON_LIST_NOTE } from "../../../contract/waitlist-copy";
import { FormLoader, loadForm } from "./form-loader";
import { WAITLIST_COPY, type WaitlistVariant } from "./waitlist-copy";
import { EMPTY_VALUES } from "./waitlist-values";

const CONTENT_CLASS: Record<WaitlistVariant, string> = {
  getStarted:
    "fixed inset-y-0 right-0 z-50 w-full max-w-md overflow-y-auto bg-cream p-6 shadow-soft sm:p-8 " +
    "transition-transform duration-300 starting:translate-x-full",
  getInvited:
    "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-1/2 " +
    "overflow-y-auto rounded-card bg-cream p-6 shadow-soft sm:p-8 transition-opacity duration-200 starting:opacity-0",
};

/**
 * One waitlist entry point: a button and the panel it opens (Radix traps focus, closes on Esc and returns
 * focus to the button). What the visitor types lives here, so closing the panel keeps it. Without
 * JavaScript the button is hidden and a link to the server's plain form takes its place.
 */
export function WaitlistDialog({ variant, className = "" }: { variant: WaitlistVariant; className?: string }) {
  const copy = WAITLIST_COPY[variant];
  const [values, setValues] = useState(EMPTY_VALUES);
  /** The address of the sign-up just made; set, the panel thanks instead of showing the form. */
  const [savedAs, setSavedAs] = useState<string>();

  return (
    <Dialog.Root onOpenChange={(open) => open && setSavedAs(undefined)}>
      <Dialog.Trigger className={`${className} waitlist-needs-js`} onPointerEnter={loadForm} onFocus={loadForm}>
        {copy.trigger}
      </Dialog.Trigger>
      <noscript>
        <style>{".waitlist-needs-js{display:none!important}"}</style>
        <a href="/api/v1/waitlist/form" className={className}>
          {copy.trigger}
        </a>
      </noscript>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className={CONTENT_CLASS[variant]}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-3xl text-ink">{copy.title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-full p-2 text-ink-muted hover:bg-sand hover:text-ink"
            >
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">{copy.description}</Dialog.Description>
          <div className="mt-6">
            {savedAs ? (
              <Thanks email={savedAs} />
            ) : (
              <FormLoader
                values={values}
                onChange={setValues}
                onSaved={(email) => {
                  setValues(EMPTY_VALUES);
                  setSavedAs(email);
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Thanks({ email }: { email: string }) {
  return (
    <div role="status" className="rounded-card bg-white p-6 text-center shadow-soft">
      <p className="font-display text-2xl text-ink">{WAITLIST_COPY.thanksTitle}</p>
      <p className="mt-2 text-ink-muted">
        {WAITLIST_COPY.linkSent[0]}
        <EmailText email={email} className="font-semibold text-ink" />
        {WAITLIST_COPY.linkSent[1]}
      </p>
      <p className="mt-2 text-ink-muted">{WAITLIST_COPY.thanksBody}</p>
      <p className="mt-2 text-sm text-ink-muted">{ALREADY_ON_LIST_NOTE}</p>
      <Dialog.Close
        // The form that had focus is gone; the Close button is the natural next step.
        autoFocus
        className="mt-6 rounded-full bg-teal px-6 py-2.5 font-semibold text-white hover:bg-teal-dark"
      >
        Close
      </Dialog.Close>
    </div>
  );
}
