import type { FastifyInstance } from "fastify";
import { retentionForecastSchema } from "../../contract/retention.js";
import { withZod } from "../plugins/zod-schemas.js";
import { retentionForecast } from "../services/rights/retention-forecast.js";

/** Retention: what the next 30 days will erase or purge, by reason (the runs themselves are jobs). */
export async function retentionRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.get("/admin/retention", { schema: { response: { 200: retentionForecastSchema } } }, async () =>
    retentionForecast(app.db, app.config),
  );
}
