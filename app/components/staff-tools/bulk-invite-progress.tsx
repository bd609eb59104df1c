import { useState } from "react";
import { type Job, jobEnded } from "../../../contract/jobs";

const NUMBER = new Intl.NumberFormat("en-IN");
const LINK = "text-sm font-semibold text-teal-dark underline disabled:opacity-60";

function heading(job: Job, processed: number) {
  if (job.status === "cancelled") return "Bulk invite cancelled";
  if (jobEnded(job)) return "Bulk invite finished";
  return `Inviting… ${NUMBER.format(processed)} of ${NUMBER.format(job.total)}`;
}

interface BulkInviteProgressProps {
  job: Job;
  /** Stops the job; a failure carries the server's reason. */
  onCancel: () => Promise<{ ok: true } | { ok: false; detail: string }>;
  onDismiss: () => void;
}

/**
 * Progress while the job runs, with a Cancel that stops it within a second or so, then the sent / skipped /
 * failed summary (announced to screen readers).
 */
export function BulkInviteProgress({ job, onCancel, onDismiss }: BulkInviteProgressProps) {
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string>();
  const processed = job.sent + job.skipped + job.failed;
  const finished = jobEnded(job);
  const percent = job.total ? Math.min(100, Math.round((processed / job.total) * 100)) : 100;

  async function cancel() {
    setCancelling(true);
    setError(undefined);
    const result = await onCancel();
    setCancelling(false);
    if (!result.ok) setError(result.detail);
  }

  return (
    <section aria-label="Bulk invite" className="space-y-2 rounded-card bg-white p-4 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{heading(job, processed)}</h2>
        {finished ? (
          <button type="button" onClick={onDismiss} className={LINK}>
            Dismiss
          </button>
        ) : (
          <button type="button" onClick={cancel} disabled={cancelling} className={LINK}>
            {cancelling ? "Cancelling…" : "Cancel"}
          </button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Bulk invite progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full bg-teal transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" className="text-sm">
        {NUMBER.format(job.sent)} sent · {NUMBER.format(job.skipped)} skipped (already invited or signed up) ·{" "}
        {NUMBER.format(job.failed)} failed
        {job.failed > 0 && finished && " (they stay pending: use Resend on the Invites page)"}
        {job.status === "cancelled" && ". Nobody else will be invited by this job."}
      </p>
      {(error ?? job.error) && (
        <p role="alert" className="text-sm text-danger">
          {error ?? job.error}
        </p>
      )}
    </section>
  );
}
