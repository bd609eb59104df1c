import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { type Job, jobEnded, jobSchema } from "../../../contract/jobs";

/** Follows a job by polling GET /jobs/:id every second until it ends. */
export function useJobProgress(initial: Job | undefined) {
  const [job, setJob] = useState(initial);
  useEffect(() => setJob(initial), [initial]);
  useEffect(() => {
    if (!job || jobEnded(job)) return;
    const timer = setTimeout(() => {
      apiFetch(`/jobs/${encodeURIComponent(job.id)}`, { schema: jobSchema }).then(setJob, () => setJob({ ...job }));
    }, 1000);
    return () => clearTimeout(timer);
  }, [job]);
  return job;
}
