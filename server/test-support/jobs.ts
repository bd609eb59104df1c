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

/** Runs the app's jobs until none is left (app.jobs.drain()), then answers GET /jobs/:id, which has ended. */
export async function waitForJob(on: StaffApp, id: string): Promise<Job> {
  await on.app.jobs.drain();
  const job: Job = (await on.app.inject({ method: "GET", url: `/api/v1/jobs/${id}`, headers: on.staff })).json();
  if (!jobEnded(job)) throw new Error(`the job did not finish: ${JSON.stringify(job)}`);
  return job;
}
