import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { waitlistEntryParamsSchema } from "../../contract/admin.js";
import { HttpError } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { eraseWaitlistEntry } from "../services/erasure/erase-person.js";
import { scrubWriteAheadLog } from "../services/erasure/wal-scrub.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";

/** A data-protection request: the person behind the entry is erased everywhere (the one erasure service). */
export async function erasureRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const erase = { params: waitlistEntryParamsSchema, response: { 204: z.null() } };
  app.delete("/survey_responses/:id", { schema: erase }, async (request, reply) => {
    requireFreshSecondFactor(request);
    const counts = await eraseWaitlistEntry(app.db, request.params.id);
    if (!counts) throw new HttpError(404, "No waitlist entry has this id.");
    // The entry id and the counts only: the audit must not keep what was just erased.
    await auditRequest(request, "waitlist.erased", { target: request.params.id, details: { ...counts } });
    void scrubWriteAheadLog(app);
    return reply.code(204).send(null);
  });
}
