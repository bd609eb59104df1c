import type { Job } from "../../../contract/jobs";

const NUMBER = new Intl.NumberFormat("en-IN");

/** Progress while the job runs, then the sent / skipped / failed summary (announced to screen readers). */
export function BulkInviteProgress({ job, onDismiss }: { job: Job; onDismiss: () => void }) {
  const processed = job.sent + job.skipped + job.failed;
  const finished = job.status === "done" || job.status === "failed";
  const percent = job.total ? Math.min(100, Math.round((processed / job.total) * 100)) : 100;
  return (
    <section aria-label="Bulk invite" className="space-y-2 rounded-card bg-white p-4 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {finished ? "Bulk invite finished" : `Inviting… ${NUMBER.format(processed)} of ${NUMBER.format(job.total)}`}
        </h2>
        {finished && (
          <button type="button" onClick={onDismiss} className="text-sm font-semibold text-teal-dark underline">
            Dismiss
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
      </p>
      {job.error && (
        <p role="alert" className="text-sm text-danger">
          {job.error}
        </p>
      )}
    </section>
  );
}
