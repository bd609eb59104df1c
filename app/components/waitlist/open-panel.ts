/**
 * Opens the page's waitlist panel: the one native dialog (waitlist-panel.tsx) that both 'Get started' and
 * 'Get Invited' show, with the form already in it. Plain DOM and no imports, so that the page's boot script
 * (app/lib/page-boot.ts) opens it on the first click before React has started, exactly as the app does
 * after: the panel takes the trigger's look (`data-variant`, app.css), opens modal, and the first field
 * takes focus, so the visitor's next key lands in it.
 */
export const PANEL_ID = "waitlist";
export type WaitlistVariant = "getStarted" | "getInvited";

const isVariant = (value: string | undefined): value is WaitlistVariant =>
  value === "getStarted" || value === "getInvited";

/** A press on the backdrop closes the panel, as the browser's own Esc does. */
function closeOnBackdrop(panel: HTMLDialogElement) {
  if (panel.dataset.backdropCloses !== undefined) return;
  panel.dataset.backdropCloses = "";
  panel.addEventListener("click", (event) => {
    const box = panel.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    // A keyboard "click" (Enter on a button) has no position: it is never a press outside.
    if (!inside && event.detail > 0) panel.close();
  });
}

export function openWaitlistPanel(variant: string | undefined): boolean {
  const panel = document.getElementById(PANEL_ID);
  if (!(panel instanceof HTMLDialogElement) || !isVariant(variant)) return false;
  panel.dataset.variant = variant;
  closeOnBackdrop(panel);
  if (!panel.open) panel.showModal();
  panel.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
  return true;
}
