import type { FastifyInstance } from "fastify";
import {
  bulkCheckRequestSchema,
  bulkInviteRequestSchema,
  invitableCountSchema,
  inviteRisksSchema,
  jobIdParamsSchema,
  jobSchema,
} from "../../contract/jobs.js";
import { confirmedByDefault, type WaitlistFilter, waitlistFilterSchema } from "../../contract/lists.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditedFilter, auditRequest } from "../services/audit/audit-log.js";
import { auditedChoice, refuseUnchosen, risksOfFilter, risksOfIds } from "../services/invites/invite-risks.js";
import { BULK_INVITE_KIND, type BulkInviteParams } from "../services/jobs/bulk-invite.js";
import { requireFreshProofForInvites } from "../services/jobs/invite-proof.js";
import { cancelJob, createJob, findJob, toJob } from "../services/jobs/job-store.js";
import { countWaitlist } from "../services/lists/waitlist-total.js";

const NO_JOB = "No job has this id.";

/**
 * Bulk invite as a stored job (docs/history.md, 056, 120): POST answers 202 at once and wakes the app's job
 * runner (app.jobs, decision 220); GET /jobs/:id shows progress.
 */
export async function bulkInviteRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  /** Entries matching the filter whose person can still be invited: no open or accepted invite, no account. */
  const invitable = async (filter: WaitlistFilter) => {
    if (filter.invited) return 0;
    // The job's snapshot, read after this, then finds every entry that exists too (decision 261).
    if (filter.q !== undefined) await app.signUps.indexed();
    return countWaitlist(
      app.reader,
      app.dialect,
      { ...confirmedByDefault(filter), invited: false },
      new Date().toISOString(),
    );
  };

  /** The invitable count and, among those, who needs staff's explicit choice (invite-risks.ts). */
  const countWithRisks = async (filter: WaitlistFilter) => {
    if (filter.invited) return { invitable: 0, planned: 0, plannedCities: [], unconfirmed: 0 };
    const chosen = { ...confirmedByDefault(filter), invited: false as const };
    const count = await invitable(chosen);
    const now = new Date().toISOString();
    return {
      invitable: count,
      ...(await risksOfFilter(app.reader, chosen, count, (homeCity) =>
        countWaitlist(app.reader, app.dialect, { ...chosen, homeCity }, now),
      )),
    };
  };

  const count = { querystring: waitlistFilterSchema, response: { 200: invitableCountSchema } };
  app.get("/invites/bulk/count", { schema: count }, async (request) => countWithRisks(request.query));

  const check = { body: bulkCheckRequestSchema, response: { 200: inviteRisksSchema } };
  app.post("/invites/bulk/check", { schema: check, config: { role: "viewer" } }, async (request) =>
    risksOfIds(app.reader, request.body.ids),
  );

  const bulk = { body: bulkInviteRequestSchema, response: { 202: jobSchema } };
  app.post("/invites/bulk", { schema: bulk }, async (request, reply) => {
    const body = request.body;
    let params: BulkInviteParams;
    let total: number;
    if (body.ids) {
      params = { ids: [...new Set(body.ids)] };
      total = params.ids.length;
      await requireFreshProofForInvites(request, app.db, total);
      refuseUnchosen(await risksOfIds(app.reader, params.ids), body);
    } else {
      const filter = confirmedByDefault(body.filter ?? {});
      params = { filter };
      // An estimate until the job has read its snapshot; the progress then shows the exact number.
      const counted = await countWithRisks(filter);
      total = counted.invitable;
      await requireFreshProofForInvites(request, app.db, total);
      refuseUnchosen(counted, body);
    }
    const createdBy = signedIn(request).staff.id;
    const job = await createJob(app.db, { kind: BULK_INVITE_KIND, params, total, createdBy });
    await auditRequest(request, "invite.bulk", {
      target: job.id,
      details: {
        ...("ids" in params ? { selected: total } : { matching: total, filter: auditedFilter(params.filter) }),
        ...auditedChoice(body),
      },
    });
    app.jobs.wake();
    return reply.code(202).header("location", `/api/v1/jobs/${job.id}`).send(toJob(job));
  });

  const jobRoute = { params: jobIdParamsSchema, response: { 200: jobSchema } };
  app.get("/jobs/:id", { schema: jobRoute }, async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) throw new HttpError(404, NO_JOB);
    return toJob(job);
  });

  // Any instance may run the job: the status change stops it there within a step (a second or so).
  app.post("/jobs/:id/cancel", { schema: jobRoute }, async (request) => {
    const { id } = request.params;
    const cancelled = await cancelJob(app.db, id);
    const job = await findJob(app.db, id);
    if (!job) throw new HttpError(404, NO_JOB);
    if (!cancelled)
      throw new HttpError(409, `This job has already ${job.status === "cancelled" ? "been cancelled" : "finished"}.`);
    const { sent, skipped, failed } = job;
    await auditRequest(request, "job.cancelled", { target: id, details: { kind: job.kind, sent, skipped, failed } });
    return toJob(job);
  });
}
