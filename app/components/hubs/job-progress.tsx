import { useEffect, useState } from "react";
import { formatCount } from "~/components/trending/format";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type Job, jobSchema } from "../../../contract/jobs";

const POLL_MS = 1_000;

/** A wave's bulk-invite job as it runs: invited, skipped and failed out of its total, until it ends. */
export function JobProgress({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const [job, setJob] = useState<Job>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const next = await apiFetch(`/jobs/${encodeURIComponent(jobId)}`, {
          schema: jobSchema,
          signal: controller.signal,
        });
        setJob(next);
        setError(undefined);
        if (next.status === "done" || next.status === "failed") return onDone();
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(caught instanceof ApiError ? caught.detail : "The progress could not be read; trying again.");
      }
      timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId, onDone]);

  const finished = job && (job.status === "done" || job.status === "failed");
  const done = job ? job.sent + job.skipped + job.failed : 0;
  return (
    <div role="status" className="space-y-2 rounded-xl bg-sand p-4 text-sm" data-testid="wave-progress">
      <p className="font-semibold">
        {!job
          ? "Starting the wave…"
          : job.status === "failed"
            ? `The wave stopped: ${job.error ?? "an error"}`
            : finished
              ? "Wave sent."
              : `Inviting… ${formatCount(done)} of ${formatCount(job.total)}`}
      </p>
      {job ? (
        <>
          <progress max={Math.max(job.total, 1)} value={done} className="w-full" aria-label="Wave progress" />
          <p>
            {formatCount(job.sent)} invited, {formatCount(job.skipped)} skipped (invited meanwhile or changed),{" "}
            {formatCount(job.failed)} failed
          </p>
        </>
      ) : null}
      {error ? <p className="text-danger">{error}</p> : null}
    </div>
  );
}
