import { WAITLIST_COPY } from "~/content/waitlist";
import { openWaitlistPanel, PANEL_ID, type WaitlistVariant } from "./open-panel";

/**
 * A way into the waitlist: a button that opens the page's one waitlist panel (waitlist-panel.tsx) with this
 * trigger's title and look. Before React has started, the page's boot script opens it the same way
 * (app/lib/page-boot.ts); with scripts blocked, the browser opens it itself (`commandfor`).
 */
/** The invoker attributes (not yet in React's types) that let the browser open the panel with no script at all. */
const OPENS_NATIVELY: Record<string, string> = { commandfor: PANEL_ID, command: "show-modal" };

function WaitlistTrigger({ variant, className }: { variant: WaitlistVariant; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-waitlist={variant}
      {...OPENS_NATIVELY}
      onClick={(event) => {
        if (openWaitlistPanel(variant)) event.preventDefault();
      }}
    >
      {WAITLIST_COPY[variant].trigger}
    </button>
  );
}

/** 'Get started' slides the panel in from the right; the marketing pages place these buttons. */
export function GetStartedButton({ className }: { className?: string }) {
  return <WaitlistTrigger variant="getStarted" className={className} />;
}

/** 'Get Invited' shows the same form as a centred dialog. */
export function GetInvitedButton({ className }: { className?: string }) {
  return <WaitlistTrigger variant="getInvited" className={className} />;
}
