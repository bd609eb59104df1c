import { WAIT_COPY } from "~/content/me";
import type { WaitEstimate as Wait } from "../../../contract/me";

/** The honest wait under the place in line: weeks at the current pace, or how many wait for a planned city. */
export function WaitEstimate({ wait }: { wait: Wait }) {
  if (!wait) return null;
  return (
    <div className="mt-4 rounded-xl border border-sand p-4" data-testid="wait-estimate">
      {wait.kind === "live" ? (
        <>
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{WAIT_COPY.label}</p>
          <p className="font-display text-xl">{WAIT_COPY.live(wait.weeks)}</p>
          <p className="mt-1 text-sm text-ink-muted">{WAIT_COPY.liveNote(wait.city)}</p>
        </>
      ) : wait.kind === "unconfirmed" ? (
        <p>{WAIT_COPY.unconfirmed(wait.city)}</p>
      ) : (
        <>
          <p>{WAIT_COPY.planned(wait.city, wait.waiting)}</p>
          <p className="mt-1 text-sm text-ink-muted">{WAIT_COPY.plannedNote}</p>
        </>
      )}
    </div>
  );
}
