import type { FastifyInstance } from "fastify";
import { auditQuerySchema } from "../../contract/audit.js";
import { parseOrThrow } from "../lib/http-error.js";
import { listAudit } from "../services/audit/audit-log.js";

/** Read-only by design: the API has no route that edits or deletes an audit entry. */
export async function auditRoutes(app: FastifyInstance) {
  app.get("/audit", async (request) => listAudit(app.db, parseOrThrow(auditQuerySchema, request.query)));
}
