import type { FastifyInstance } from "fastify";
import { type Job, jobEnded } from "../../contract/jobs.js";

interface StaffApp {
  app: FastifyInstance;
  staff: Record<string, string>;
}

/** POST /invites/bulk as the signed-in member of staff. */
export function bulk(on: StaffApp, payload: unknown) {
  return on.app.inject({ method: "POST", url: "/api/v1/invites/bulk", headers: on.staff, payload: payload as object });
}

/** Polls GET /jobs/:id until the job has ended (done, failed or cancelled). */
export async function waitForJob(on: StaffApp, id: string): Promise<Job> {
  for (let i = 0; i < 300; i += 1) {
    const job: Job = (await on.app.inject({ method: "GET", url: `/api/v1/jobs/${id}`, headers: on.staff })).json();
    if (jobEnded(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the job did not finish");
}
