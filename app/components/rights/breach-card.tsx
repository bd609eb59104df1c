import { useAdminWrite } from "~/components/form/use-admin-write";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatIndiaTime } from "~/lib/india-time";
import type { Breach } from "../../../contract/breaches";
import { BreachClock } from "./breach-clock";

/** "1 person", "2,400 people". */
export const peopleCount = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "person" : "people"}`;

const BUTTON = "rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-60";

/** One breach: the 72-hour clock, the report to download, and telling the people (once) with progress. */
export function BreachCard({ breach }: { breach: Breach }) {
  const reported = useAdminWrite("Error: ");
  const notify = useAdminWrite("Error: ");
  const b = breach;
  const n = b.notices;
  const told = n.sent + n.failed;
  return (
    <article aria-labelledby={`b-${b.id}`} className="space-y-3 rounded-card bg-white p-4 shadow-soft">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`b-${b.id}`} className="font-display text-lg">
          Found {formatIndiaTime(b.foundAt)}
        </h2>
        {b.drill && <span className="rounded-full bg-saffron-light px-2.5 py-0.5 text-xs font-semibold">Drill</span>}
      </header>
      <p className="whitespace-pre-wrap break-words text-sm">{b.description}</p>
      <p className="text-sm text-ink-muted">
        {peopleCount(b.affected)} · {b.dataItems.join(", ")}
      </p>
      <BreachClock dueAt={b.reportDueAt} reportedAt={b.reportedAt} />
      <div className="flex flex-wrap gap-2">
        <a
          href={`/api/v1/admin/breaches/${encodeURIComponent(b.id)}/report`}
          download
          className={`${BUTTON} border border-ink/20 hover:bg-sand`}
        >
          Download the Board's report
        </a>
        {!b.reportedAt && (
          <button
            type="button"
            disabled={reported.pending}
            onClick={() => reported.run("markBreachReported", { breachId: b.id })}
            className={`${BUTTON} border border-ink/20 hover:bg-sand`}
          >
            {reported.pending ? "Saving…" : "Mark the report sent"}
          </button>
        )}
        {!n.started && (
          <ConfirmDialog
            trigger={
              <button type="button" className={`${BUTTON} bg-danger text-white`}>
                Tell the people
              </button>
            }
            title={b.drill ? "Rehearse telling the people?" : "Tell every affected person?"}
            description={
              b.drill
                ? `A drill: ${b.affected.toLocaleString("en-IN")} notices are prepared and none is sent.`
                : `${peopleCount(b.affected)}: each gets one notice on their own channel. This cannot be undone.`
            }
            confirmLabel={b.drill ? "Rehearse" : "Tell them"}
            pendingLabel="Starting…"
            danger={!b.drill}
            onConfirm={async () => {
              const result = await notify.run("notifyBreach", { breachId: b.id });
              return result.ok ? { ok: true } : { ok: false, detail: result.detail };
            }}
          />
        )}
      </div>
      {n.started && (
        <p role="status" className="text-sm">
          {b.drill
            ? `Drill: ${n.drill.toLocaleString("en-IN")} of ${b.affected.toLocaleString("en-IN")} notices prepared, none sent.`
            : `Told ${told.toLocaleString("en-IN")} of ${b.affected.toLocaleString("en-IN")} (${n.pending.toLocaleString("en-IN")} on the way, ${n.failed.toLocaleString("en-IN")} failed).`}
        </p>
      )}
      {reported.error && (
        <p role="alert" className="text-sm text-danger">
          {reported.error}
        </p>
      )}
    </article>
  );
}
