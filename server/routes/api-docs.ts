import type { FastifyInstance } from "fastify";
import { requireStaff } from "../plugins/staff-guard.js";

/**
 * GET /api/docs: the OpenAPI document generated from the route schemas (server/plugins/zod-schemas.ts),
 * for staff only: it lists the admin API, which outsiders need not map.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireStaff);
  app.get("/docs", async () => app.swagger());
}
