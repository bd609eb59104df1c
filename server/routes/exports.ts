import type { FastifyInstance, FastifyReply } from "fastify";
import { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../contract/exports.js";
import { csvStream, datedCsvName } from "../lib/csv.js";
import { parseOrThrow } from "../lib/http-error.js";
import { auditedFilter, auditRequest } from "../services/audit/audit-log.js";
import { INVITES_HEADER, invitesCsvRows, WAITLIST_HEADER, waitlistCsvRows } from "../services/exports/csv-exports.js";

function csvHeaders(reply: FastifyReply, kind: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${datedCsvName(kind)}"`)
    .header("cache-control", "no-store");
}

/** CSV of the current filtered view of either list, streamed (decision 057). */
export async function exportRoutes(app: FastifyInstance) {
  app.get("/survey_responses/export.csv", async (request, reply) => {
    const filter = parseOrThrow(waitlistExportQuerySchema, request.query);
    await auditRequest(request, "export.waitlist", { details: auditedFilter(filter) });
    return csvHeaders(reply, "waitlist").send(csvStream(WAITLIST_HEADER, waitlistCsvRows(app.db, app.dialect, filter)));
  });

  app.get("/invites/export.csv", async (request, reply) => {
    const filter = parseOrThrow(inviteExportQuerySchema, request.query);
    await auditRequest(request, "export.invites", { details: auditedFilter(filter) });
    return csvHeaders(reply, "invites").send(csvStream(INVITES_HEADER, invitesCsvRows(app.db, app.dialect, filter)));
  });
}
