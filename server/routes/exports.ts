import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../contract/exports.js";
import { confirmedByDefault } from "../../contract/lists.js";
import { csvStream, datedCsvName } from "../lib/csv.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { nonJsonResponse, withZod } from "../plugins/zod-schemas.js";
import { auditedFilter, auditRequest } from "../services/audit/audit-log.js";
import { INVITES_HEADER, invitesCsvRows, WAITLIST_HEADER, waitlistCsvRows } from "../services/exports/csv-exports.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";

function csvHeaders(reply: FastifyReply, kind: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${datedCsvName(kind)}"`)
    .header("cache-control", "no-store");
}

/** Documented as text/csv; the answer is a stream, which Fastify sends without serialising. */
const csvFile = (list: string) => ({ 200: nonJsonResponse("text/csv", `The filtered ${list} as a CSV file`) });

const CROSS_SITE =
  "An export cannot be started from another site: open the admin and use Export CSV there (a link elsewhere must not download the list).";
const ONE_AT_A_TIME =
  "Your previous export is still downloading. Wait for it to finish (or cancel that download), then export again.";

/**
 * A cookie travels with a top-level navigation from any site, so a link elsewhere could start an export:
 * the browser's Sec-Fetch-Site says where the request began, and cross-site is refused. Browsers too old to
 * send it are let through; the session and the audit log still apply.
 */
async function refuseCrossSite(request: FastifyRequest) {
  if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpError(403, CROSS_SITE);
}

/** An export is data out: staff roles count it as a write, so a viewer may not start one. */
const DATA_OUT = { role: "admin" } as const;

/** CSV of the current filtered view of either list, streamed (docs/history.md, 057); one at a time per member of staff. */
export async function exportRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.addHook("onRequest", refuseCrossSite);

  // Per instance: an export holds a reader thread for its length, and two of them would hold both.
  const running = new Set<string>();
  function oneAtATime(request: FastifyRequest, reply: FastifyReply) {
    const staffId = signedIn(request).staff.id;
    if (running.has(staffId)) throw new HttpError(429, ONE_AT_A_TIME);
    running.add(staffId);
    // 'close' comes when the answer is sent, and when the download is cancelled or the socket drops.
    reply.raw.once("close", () => running.delete(staffId));
  }

  const waitlist = { querystring: waitlistExportQuerySchema, response: csvFile("waitlist") };
  app.get("/survey_responses/export.csv", { schema: waitlist, config: DATA_OUT }, async (request, reply) => {
    const filter = confirmedByDefault(request.query);
    requireFreshSecondFactor(request);
    oneAtATime(request, reply);
    if (filter.q !== undefined) await app.signUps.indexed();
    await auditRequest(request, "export.waitlist", { details: auditedFilter(filter) });
    return csvHeaders(reply, "waitlist").send(
      csvStream(WAITLIST_HEADER, waitlistCsvRows(app.reader, app.dialect, filter)),
    );
  });

  const invites = { querystring: inviteExportQuerySchema, response: csvFile("invites") };
  app.get("/invites/export.csv", { schema: invites, config: DATA_OUT }, async (request, reply) => {
    const filter = request.query;
    requireFreshSecondFactor(request);
    oneAtATime(request, reply);
    await auditRequest(request, "export.invites", { details: auditedFilter(filter) });
    return csvHeaders(reply, "invites").send(
      csvStream(INVITES_HEADER, invitesCsvRows(app.reader, app.dialect, filter)),
    );
  });
}
