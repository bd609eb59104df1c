import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { HttpError } from "../lib/http-error.js";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (request) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, "health check query failed");
      throw new HttpError(503, "The database is not reachable.");
    }
    return { status: "ok", database: app.dialect };
  });
}
