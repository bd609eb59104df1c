import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { healthResponseSchema } from "../../contract/health.js";
import { HttpError } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";

export async function healthRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.get("/health", { schema: { response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, "health check query failed");
      throw new HttpError(503, "The database is not reachable.");
    }
    return { status: "ok" as const, database: app.dialect };
  });
}
