import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { type BulkInviteRequest, type Job, jobSchema } from "../../../contract/jobs";

const POLL_MS = 1000;

/** Starts a bulk invite job and follows it by polling GET /jobs/:id until it is done or failed. */
export function useBulkInvite() {
  const [job, setJob] = useState<Job>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback((id: string) => {
    timer.current = setTimeout(async () => {
      try {
        const next = await apiFetch(`/jobs/${encodeURIComponent(id)}`, { schema: jobSchema });
        setJob(next);
        if (next.status === "queued" || next.status === "running") follow(id);
      } catch {
        // A dropped poll (network blip) is retried; the job itself carries on on the server.
        follow(id);
      }
    }, POLL_MS);
  }, []);

  const start = useCallback(
    async (body: BulkInviteRequest) => {
      clearTimeout(timer.current);
      const queued = await apiFetch("/invites/bulk", { body, schema: jobSchema });
      setJob(queued);
      follow(queued.id);
    },
    [follow],
  );

  return { job, start, dismiss: () => setJob(undefined) };
}
