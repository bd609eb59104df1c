import { useRef, useState } from "react";
import { VARIANTS, WAITLIST_COPY } from "~/content/waitlist";
import { PANEL_ID } from "./open-panel";
import { CloseButton, TITLE_CLASS, TITLE_ID } from "./panel-style";
import { Thanks } from "./thanks";
import { type SavedSignUp, WaitlistForm } from "./waitlist-form";

/**
 * The waitlist panel, once per page and pre-rendered with the whole form in it: a native modal dialog that
 * 'Get started' and 'Get Invited' both open (open-panel.ts), before React as after, so the visitor types on
 * the first frame. The browser traps focus, closes it on Esc and returns focus to the trigger; React
 * hydrates the same fields, keeping whatever was typed. What was typed stays while the panel is closed.
 */
export function WaitlistPanel() {
  const panel = useRef<HTMLDialogElement>(null);
  /** The sign-up just made; set, the panel thanks instead of showing the form. */
  const [savedAs, setSavedAs] = useState<SavedSignUp>();

  return (
    <dialog
      ref={panel}
      id={PANEL_ID}
      // Set anew by each trigger (open-panel.ts); React never rewrites it.
      data-variant="getStarted"
      aria-labelledby={TITLE_ID}
      className="waitlist-panel"
      onClose={() => setSavedAs(undefined)}
    >
      {savedAs ? (
        <Thanks {...savedAs} onClose={() => panel.current?.close()} />
      ) : (
        <>
          <div className="flex items-start justify-between gap-4">
            <h2 id={TITLE_ID} className={TITLE_CLASS}>
              {VARIANTS.map((variant) => (
                <span key={variant} data-for={variant}>
                  {WAITLIST_COPY[variant].title}
                </span>
              ))}
            </h2>
            <CloseButton />
          </div>
          <p className="mt-2 text-ink-muted">
            {VARIANTS.map((variant) => (
              <span key={variant} data-for={variant}>
                {WAITLIST_COPY[variant].description}
              </span>
            ))}
          </p>
          <WaitlistForm onSaved={setSavedAs} />
        </>
      )}
    </dialog>
  );
}
