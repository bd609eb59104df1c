import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { type BulkInviteRequest, type Job, jobEnded, jobSchema } from "../../../contract/jobs";

const POLL_MS = 1000;

/** Starts a bulk invite job and follows it by polling GET /jobs/:id until it has ended; it can be cancelled. */
export function useBulkInvite() {
  const [job, setJob] = useState<Job>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback((id: string) => {
    timer.current = setTimeout(async () => {
      try {
        const next = await apiFetch(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema });
        // A cancel answered meanwhile is the newer news: an older poll does not undo it.
        setJob((shown) => (shown && jobEnded(shown) ? shown : next));
        if (!jobEnded(next)) follow(id);
      } catch {
        // A dropped poll (network blip) is retried; the job itself carries on on the server.
        follow(id);
      }
    }, POLL_MS);
  }, []);

  /** Follows a job started elsewhere (a hub's wave is a bulk invite too). */
  const watch = useCallback(
    (queued: Job) => {
      clearTimeout(timer.current);
      setJob(queued);
      follow(queued.id);
    },
    [follow],
  );

  const start = useCallback(
    async (body: BulkInviteRequest) => watch(await apiFetch("/invites/bulk", { body, schema: jobSchema })),
    [watch],
  );

  /** Stops the job within a step on the server; what it sent so far stays sent. Throws an ApiError. */
  const cancel = useCallback(async () => {
    if (!job) return;
    const cancelled = await apiFetch(`/jobs/${encodeURIComponent(job.id)}/cancel`, {
      method: "POST",
      schema: jobSchema,
    });
    clearTimeout(timer.current);
    setJob(cancelled);
  }, [job]);

  return { job, start, watch, cancel, dismiss: () => setJob(undefined) };
}
