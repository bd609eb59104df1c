import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  askToConfirmSchema,
  IMPORT_MAX_BYTES,
  importDryRunSchema,
  importMappingSchema,
  importQueuedSchema,
} from "../../contract/integrations.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { askImportedToConfirm } from "../services/imports/ask-to-confirm.js";
import { readImport } from "../services/imports/import-file.js";
import { queueImport } from "../services/jobs/import-job.js";
import { citiesOr503 } from "../services/waitlist/cities.js";

const importQuerySchema = z.strictObject({
  dryRun: z.enum(["true", "false"]).optional(),
  /** JSON: `{ "<our field>": "<their column header>" }`; unset, guessed from the headers. */
  mapping: z.string().max(4000).optional(),
});

function parseMapping(value: string | undefined) {
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new HttpError(400, "The mapping must be JSON.", [{ field: "mapping", message: "The mapping must be JSON." }]);
  }
  return parseOrThrow(importMappingSchema, json);
}

/**
 * Imports a CSV another tool exported (docs/product.md, Integrations): a dry run answers what would happen;
 * without it, the checked rows are queued as a resumable job (202) whose progress GET /jobs/:id shows.
 * Imported people are sent nothing until staff ask them to confirm.
 */
export async function importRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  plain.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const post = {
    querystring: importQuerySchema,
    body: z.string().describe("The CSV file, header row first (text/csv)"),
    response: { 200: importDryRunSchema, 202: importQueuedSchema },
  };
  app.post("/admin/imports", { schema: post, bodyLimit: IMPORT_MAX_BYTES }, async (request, reply) => {
    const mapping = parseMapping(request.query.mapping);
    const cities = (await citiesOr503(app.cities, request.log)).map((city) => city.name);
    const { summary, rows } = await readImport(app.db, request.body, mapping, cities);
    if (request.query.dryRun === "true") return summary;
    if (rows.length === 0) {
      throw new HttpError(400, "Nothing in this file can be imported: every row is a duplicate or has a problem.");
    }
    const jobId = await queueImport(app.db, rows, signedIn(request).staff.id);
    const { rows: total, valid, duplicates } = summary;
    await auditRequest(request, "import.started", {
      target: jobId,
      details: { rows: total, valid, duplicates, errors: summary.errors.length },
    });
    app.jobs.wake();
    return reply.code(202).send({ jobId });
  });

  const ask = { response: { 200: askToConfirmSchema } };
  app.post("/admin/imports/ask-to-confirm", { schema: ask }, async (request) => {
    const asked = await askImportedToConfirm(app.db);
    await auditRequest(request, "import.confirm_asked", { details: { asked } });
    // The e-mail is on record; it goes out now rather than at the sender's next poll.
    if (asked > 0)
      void app.personalMail.drain().catch((error) => request.log.error({ err: error }, "asking to confirm"));
    return { asked };
  });
}
