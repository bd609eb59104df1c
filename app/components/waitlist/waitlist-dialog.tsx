import { Dialog } from "radix-ui";
import { useState } from "react";
import { FormLoader, loadForm } from "./form-loader";
import { CLOSE_CLASS, CloseIcon, OVERLAY_CLASS, PANEL_CLASS, shellId, TITLE_CLASS } from "./panel-style";
import { Thanks } from "./thanks";
import { WAITLIST_COPY, type WaitlistVariant } from "./waitlist-copy";
import type { SavedSignUp } from "./waitlist-form";
import { EMPTY_VALUES } from "./waitlist-values";

/**
 * One waitlist entry point: a button and the panel it opens (Radix traps focus, closes on Esc and returns
 * focus to the button). What the visitor types lives here, so closing the panel keeps it. Without
 * JavaScript the button is hidden and a link to the server's plain form takes its place. Before React has
 * started, a click opens the page's pre-rendered shell of this panel instead (waitlist-shells.tsx).
 */
export function WaitlistDialog({ variant, className = "" }: { variant: WaitlistVariant; className?: string }) {
  const copy = WAITLIST_COPY[variant];
  const [values, setValues] = useState(EMPTY_VALUES);
  /** The sign-up just made; set, the panel thanks instead of showing the form. */
  const [savedAs, setSavedAs] = useState<SavedSignUp>();

  return (
    <Dialog.Root onOpenChange={(open) => open && setSavedAs(undefined)}>
      <Dialog.Trigger
        className={`${className} waitlist-needs-js`}
        data-waitlist={shellId(variant)}
        onPointerEnter={loadForm}
        onFocus={loadForm}
      >
        {copy.trigger}
      </Dialog.Trigger>
      <noscript>
        <style>{".waitlist-needs-js{display:none!important}"}</style>
        <a href="/api/v1/waitlist/form" className={className}>
          {copy.trigger}
        </a>
      </noscript>
      <Dialog.Portal>
        <Dialog.Overlay className={OVERLAY_CLASS} />
        <Dialog.Content className={PANEL_CLASS[variant]}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={TITLE_CLASS}>{copy.title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className={CLOSE_CLASS}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">{copy.description}</Dialog.Description>
          <div className="mt-6">
            {savedAs ? (
              <Thanks {...savedAs} />
            ) : (
              <FormLoader
                values={values}
                onChange={setValues}
                onSaved={(saved) => {
                  setValues(EMPTY_VALUES);
                  setSavedAs(saved);
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
