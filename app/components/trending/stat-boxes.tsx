import { figureOf, funnelFigures } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/trending";
import { FigureLink } from "../overview/figure-link";
import { formatCount, formatRate } from "./format";
import { LoadFailure, LoadingNote } from "./section-status";
import type { Remote } from "./use-remote";

interface StatBox {
  /** Names the figure in contract/figure-links.ts, whose list holds exactly the people it counts. */
  figure: string;
  label: string;
  value: number;
  note: string;
}

const NO_DATA = "No data yet";

/** "5 of 11 waitlists invited (45.5%)": the rate with the people it is made of, or "No data yet". */
function rateNote(part: number, whole: number, rate: number | null, what: string) {
  return rate === null ? NO_DATA : `${formatCount(part)} of ${formatCount(whole)} ${what} (${formatRate(rate)})`;
}

function boxes(overview: Overview): StatBox[] {
  return [
    {
      figure: "funnel.waitlists",
      label: "Waitlists",
      value: overview.totalWaitlists,
      note: overview.totalWaitlists ? "People who joined the waitlist" : NO_DATA,
    },
    {
      figure: "funnel.confirmed",
      label: "Confirmed",
      value: overview.totalConfirmed,
      note: rateNote(overview.totalConfirmed, overview.totalWaitlists, overview.confirmRate, "waitlists confirmed"),
    },
    {
      figure: "funnel.invites",
      label: "Invites Sent",
      value: overview.totalInvites,
      note: rateNote(overview.invitedWaitlists, overview.totalWaitlists, overview.inviteRate, "waitlists invited"),
    },
    {
      figure: "funnel.signups",
      label: "Signups",
      value: overview.totalSignups,
      note: rateNote(overview.totalSignups, overview.totalInvites, overview.accountRate, "invited people signed up"),
    },
  ];
}

/**
 * The all-time totals in people (a person is one e-mail address); each box after the first carries the
 * conversion rate of its step, people over people (docs/history.md, 040).
 */
export function StatBoxes({ remote, onRetry }: { remote: Remote<Overview>; onRetry: () => void }) {
  if (remote.status === "error") return <LoadFailure what="the totals" detail={remote.error} onRetry={onRetry} />;
  if (!remote.data) return <LoadingNote what="totals" />;
  const figures = funnelFigures(remote.data);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {boxes(remote.data).map((box) => (
        <section key={box.label} aria-label={box.label} className="rounded-card bg-white p-5 shadow-soft">
          <h2 className="text-sm font-medium text-ink-muted">{box.label}</h2>
          <p className="mt-1 font-display text-4xl text-ink tabular-nums">
            {figureOf(figures, box.figure) ? (
              <FigureLink
                to={figureOf(figures, box.figure)?.to ?? ""}
                value={box.value}
                figure={box.figure}
                label={box.label}
              />
            ) : (
              formatCount(box.value)
            )}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{box.note}</p>
        </section>
      ))}
    </div>
  );
}
