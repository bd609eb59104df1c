import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { apiFetch } from "~/lib/api-client";
import { type BulkInviteRequest, type Job, jobEnded, jobSchema } from "../../../contract/jobs";

const POLL_MS = 1000;

/** Starts a bulk invite job and follows it by polling GET /jobs/:id until it has ended; it can be cancelled. */
export function useBulkInvite() {
  const [job, setJob] = useState<Job>();
  const write = useAdminWrite();
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

  const { run } = write;
  const start = useCallback(
    async (body: BulkInviteRequest) => {
      const result = await run("bulkInvite", body);
      if (result.ok) watch(result.value);
      return result;
    },
    [run, watch],
  );

  /** Stops the job within a step on the server; what it sent so far stays sent. */
  const cancel = useCallback(async () => {
    if (!job) return { ok: true as const };
    const result = await run("cancelJob", { jobId: job.id });
    if (result.ok) {
      clearTimeout(timer.current);
      setJob(result.value);
    }
    return result;
  }, [job, run]);

  return { job, start, watch, cancel, dismiss: () => setJob(undefined) };
}
