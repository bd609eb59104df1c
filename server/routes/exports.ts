import type { FastifyInstance, FastifyReply } from "fastify";
import { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../contract/exports.js";
import { confirmedByDefault } from "../../contract/lists.js";
import { csvStream, datedCsvName } from "../lib/csv.js";
import { nonJsonResponse, withZod } from "../plugins/zod-schemas.js";
import { auditedFilter, auditRequest } from "../services/audit/audit-log.js";
import { INVITES_HEADER, invitesCsvRows, WAITLIST_HEADER, waitlistCsvRows } from "../services/exports/csv-exports.js";

function csvHeaders(reply: FastifyReply, kind: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${datedCsvName(kind)}"`)
    .header("cache-control", "no-store");
}

/** Documented as text/csv; the answer is a stream, which Fastify sends without serialising. */
const csvFile = (list: string) => ({ 200: nonJsonResponse("text/csv", `The filtered ${list} as a CSV file`) });

/** CSV of the current filtered view of either list, streamed (decision 057). */
export async function exportRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const waitlist = { querystring: waitlistExportQuerySchema, response: csvFile("waitlist") };
  app.get("/survey_responses/export.csv", { schema: waitlist }, async (request, reply) => {
    const filter = confirmedByDefault(request.query);
    await auditRequest(request, "export.waitlist", { details: auditedFilter(filter) });
    return csvHeaders(reply, "waitlist").send(
      csvStream(WAITLIST_HEADER, waitlistCsvRows(app.reader, app.dialect, filter)),
    );
  });

  const invites = { querystring: inviteExportQuerySchema, response: csvFile("invites") };
  app.get("/invites/export.csv", { schema: invites }, async (request, reply) => {
    const filter = request.query;
    await auditRequest(request, "export.invites", { details: auditedFilter(filter) });
    return csvHeaders(reply, "invites").send(
      csvStream(INVITES_HEADER, invitesCsvRows(app.reader, app.dialect, filter)),
    );
  });
}
