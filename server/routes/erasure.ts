import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-error.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { eraseWaitlistEntry } from "../services/erasure/erase-person.js";

/** A data-protection request: the person behind the entry is erased everywhere (the one erasure service). */
export async function erasureRoutes(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>("/survey_responses/:id", async (request, reply) => {
    const counts = await eraseWaitlistEntry(app.db, request.params.id);
    if (!counts) throw new HttpError(404, "No waitlist entry has this id.");
    // The entry id and the counts only: the audit must not keep what was just erased.
    await auditRequest(request, "waitlist.erased", { target: request.params.id, details: { ...counts } });
    return reply.code(204).send();
  });
}
