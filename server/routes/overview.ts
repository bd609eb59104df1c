import type { FastifyInstance } from "fastify";
import { overviewSchema } from "../../contract/overview.js";
import { withZod } from "../plugins/zod-schemas.js";
import { weekOverview } from "../services/overview/week-overview.js";

/** The founder's home in one read (staff only: registered in the guarded scope of routes/index.ts). */
export async function overviewRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.get("/admin/overview", { schema: { response: { 200: overviewSchema } } }, async () => {
    // Joins and confirmations come from the read model: count the entries of the last minute first.
    await app.funnel.refresh();
    return { ...(await weekOverview(app.reader)), updatedAt: app.funnel.refreshedAt().toISOString() };
  });
}
