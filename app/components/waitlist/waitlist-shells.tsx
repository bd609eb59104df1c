import { CLOSE_CLASS, CloseIcon, LOADING_TEXT, PANEL_CLASS, shellId, TITLE_CLASS } from "./panel-style";
import { WAITLIST_COPY, type WaitlistVariant } from "./waitlist-copy";

const VARIANTS: WaitlistVariant[] = ["getStarted", "getInvited"];

/**
 * The waitlist panels as the pre-rendered page holds them, closed: a click on a trigger before React has
 * started opens one at once as a native modal dialog (app/lib/page-boot.ts), which says the form is
 * loading; once React runs it opens the real panel in its place, in the same frame. Its close button is a
 * native dialog form, so it works before any script of ours.
 */
export function WaitlistShells() {
  return VARIANTS.map((variant) => {
    const copy = WAITLIST_COPY[variant];
    const titleId = `${shellId(variant)}-title`;
    return (
      <dialog
        key={variant}
        id={shellId(variant)}
        aria-labelledby={titleId}
        className={`waitlist-shell ${PANEL_CLASS[variant]}`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className={TITLE_CLASS}>
            {copy.title}
          </h2>
          <form method="dialog">
            <button type="submit" aria-label="Close" className={CLOSE_CLASS}>
              <CloseIcon />
            </button>
          </form>
        </div>
        <p className="mt-2 text-ink-muted">{copy.description}</p>
        <p role="status" className="mt-6">
          {LOADING_TEXT}
        </p>
      </dialog>
    );
  });
}
