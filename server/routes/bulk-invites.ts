import type { FastifyInstance } from "fastify";
import { bulkInviteRequestSchema, jobIdParamsSchema, jobSchema } from "../../contract/jobs.js";
import { confirmedByDefault } from "../../contract/lists.js";
import { HttpError } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditedFilter, auditRequest } from "../services/audit/audit-log.js";
import { BULK_INVITE_KIND, type BulkInviteParams, bulkInviteHandler } from "../services/jobs/bulk-invite.js";
import { JobRunner } from "../services/jobs/job-runner.js";
import { createJob, findJob, toJob } from "../services/jobs/job-store.js";
import { countWaitlist } from "../services/lists/waitlist-count.js";
import { createMailer } from "../services/mail/mailer.js";

/** Bulk invite as a stored job (decision 056): POST answers 202 at once; GET /jobs/:id shows progress. */
export async function bulkInviteRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const mailer = createMailer(app.config, app.db, app.log);
  const deps = { db: app.db, log: app.log, config: app.config, mailer };
  const runner = new JobRunner(app.db, { [BULK_INVITE_KIND]: bulkInviteHandler(deps, app.dialect) }, app.log);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => {
    await runner.stop();
    mailer.close();
  });

  const bulk = { body: bulkInviteRequestSchema, response: { 202: jobSchema } };
  app.post("/invites/bulk", { schema: bulk }, async (request, reply) => {
    const body = request.body;
    let params: BulkInviteParams;
    let total: number;
    if (body.ids) {
      params = { ids: [...new Set(body.ids)] };
      total = params.ids.length;
    } else {
      const filter = confirmedByDefault(body.filter ?? {});
      params = { filter };
      total = await countWaitlist(app.db, app.dialect, filter, new Date().toISOString());
    }
    const job = await createJob(app.db, { kind: BULK_INVITE_KIND, params, total, createdBy: request.staff?.id ?? "" });
    await auditRequest(request, "invite.bulk", {
      target: job.id,
      details: "ids" in params ? { selected: total } : { matching: total, filter: auditedFilter(params.filter) },
    });
    runner.wake();
    return reply.code(202).header("location", `/api/v1/jobs/${job.id}`).send(toJob(job));
  });

  const jobRoute = { params: jobIdParamsSchema, response: { 200: jobSchema } };
  app.get("/jobs/:id", { schema: jobRoute }, async (request) => {
    const job = await findJob(app.db, request.params.id);
    if (!job) throw new HttpError(404, "No job has this id.");
    return toJob(job);
  });
}
