import type { FastifyInstance } from "fastify";
import { auditPageSchema, auditQuerySchema } from "../../contract/audit.js";
import { withZod } from "../plugins/zod-schemas.js";
import { listAudit } from "../services/audit/audit-log.js";

/** Read-only by design: the API has no route that edits or deletes an audit entry. */
export async function auditRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const audit = { querystring: auditQuerySchema, response: { 200: auditPageSchema } };
  app.get("/audit", { schema: audit }, async (request) => listAudit(app.reader, request.query));
}
