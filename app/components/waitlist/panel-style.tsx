import { WAITLIST_FORM_COPY } from "../../../contract/waitlist-copy";

export const TITLE_CLASS = "font-display text-3xl text-ink";
/**
 * The title in another language: the display face has Latin letters only, and its utility would outrank the
 * language's own face (indian-scripts.css), so the title keeps the text's face, set bold.
 */
export const titleClass = (language: string, latin = TITLE_CLASS, other = "text-3xl font-bold text-ink") =>
  language === "en" ? latin : other;
export const CLOSE_CLASS = "-mt-1 -mr-2 rounded-full p-2 text-ink-muted hover:bg-sand hover:text-ink";
/** The panel's heading, whether it shows the form's title or the thanks. */
export const TITLE_ID = "waitlist-title";

/** Closes the panel natively (a `method="dialog"` form), so it works before React has started. */
export function CloseButton() {
  return (
    <form method="dialog">
      <button type="submit" aria-label={WAITLIST_FORM_COPY.close} className={CLOSE_CLASS}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
