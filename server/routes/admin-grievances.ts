import type { FastifyInstance } from "fastify";
import {
  grievanceAnswerSchema,
  grievanceListQuerySchema,
  grievanceListSchema,
  grievanceReferenceParams,
  grievanceSchema,
  rightsSummarySchema,
} from "../../contract/grievances.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { openBreachClocks } from "../services/rights/breaches.js";
import { answerGrievance, closeGrievance, grievanceCounts, listGrievances } from "../services/rights/grievances.js";

const NOT_FOUND = "No grievance has this reference.";

/** Staff's side of grievances (Rule 14): the list, oldest first, answers that reach the person, closing. */
export async function adminGrievanceRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  app.get(
    "/admin/grievances",
    { schema: { querystring: grievanceListQuerySchema, response: { 200: grievanceListSchema } } },
    async (request) => listGrievances(app.db, request.query.status),
  );

  const answer = { params: grievanceReferenceParams, body: grievanceAnswerSchema, response: { 200: grievanceSchema } };
  app.post("/admin/grievances/:reference/answer", { schema: answer }, async (request) => {
    const { reference } = request.params;
    const by = signedIn(request).staff.email;
    const answered = await answerGrievance(app.db, reference, request.body.message, by);
    if (!answered) throw new HttpError(404, NOT_FOUND);
    if (answered === "closed") throw new HttpError(409, "This grievance is closed: it takes no more answers.");
    // The reference only: the answer is kept with the case, not in the audit log.
    await auditRequest(request, "grievance.answered", { target: reference });
    app.noticeMail.wake();
    return answered;
  });

  const close = { params: grievanceReferenceParams, response: { 200: grievanceSchema } };
  app.post("/admin/grievances/:reference/close", { schema: close }, async (request) => {
    const closed = await closeGrievance(app.db, request.params.reference);
    if (!closed) throw new HttpError(404, NOT_FOUND);
    await auditRequest(request, "grievance.closed", { target: request.params.reference });
    return closed;
  });

  // The founder's home: open and overdue grievances, and each unreported breach's 72-hour clock.
  app.get("/admin/rights-desk", { schema: { response: { 200: rightsSummarySchema } } }, async () => ({
    grievances: await grievanceCounts(app.db),
    breaches: await openBreachClocks(app.db),
  }));
}
