import type { WaitlistVariant } from "./waitlist-copy";

/**
 * The waitlist panel's look, shared by the React panel (waitlist-dialog.tsx) and the pre-rendered shell
 * that opens before React has started (waitlist-shells.tsx), so that the hand-over between them is unseen.
 */
export const PANEL_CLASS: Record<WaitlistVariant, string> = {
  getStarted:
    "waitlist-panel fixed inset-y-0 right-0 z-50 w-full max-w-md overflow-y-auto bg-cream p-6 shadow-soft sm:p-8 " +
    "transition-transform duration-300 starting:translate-x-full",
  getInvited:
    "waitlist-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-1/2 " +
    "overflow-y-auto rounded-card bg-cream p-6 shadow-soft sm:p-8 transition-opacity duration-200 starting:opacity-0",
};

export const OVERLAY_CLASS =
  "waitlist-panel fixed inset-0 z-40 bg-ink/50 transition-opacity duration-200 starting:opacity-0";
export const TITLE_CLASS = "font-display text-3xl text-ink";
export const CLOSE_CLASS = "-mt-1 -mr-2 rounded-full p-2 text-ink-muted hover:bg-sand hover:text-ink";
export const LOADING_TEXT = "Loading the form…";

/** The id of a variant's pre-rendered shell; its triggers name it in `data-waitlist`. */
export const shellId = (variant: WaitlistVariant) => `waitlist-shell-${variant}`;

export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
