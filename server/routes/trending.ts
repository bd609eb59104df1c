import type { FastifyInstance } from "fastify";
import {
  breakdownQuerySchema,
  breakdownSchema,
  overviewSchema,
  type RangeQuery,
  rangeErrors,
  rangeQuerySchema,
  resolveRange,
  timeseriesSchema,
} from "../../contract/trending.js";
import { HttpError, INVALID_INPUT_DETAIL } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { funnelBreakdown } from "../services/trending/breakdown.js";
import { funnelOverview, funnelTimeseries } from "../services/trending/queries.js";

/** A complete, sane range of Indian days from the query, or a 400 naming the bad field. */
function rangeFrom(query: RangeQuery) {
  const range = resolveRange(query);
  const errors = rangeErrors(range);
  if (errors.length) throw new HttpError(400, INVALID_INPUT_DETAIL, errors);
  return range;
}

/** The lead funnel overview (staff only: registered in the guarded scope of routes/index.ts). */
export async function trendingRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  // Every report first counts the entries that joined since the read model's last refresh, so it is exact.
  app.addHook("preHandler", async () => app.funnel.refresh());
  app.get("/admin/trending/overview", { schema: { response: { 200: overviewSchema } } }, async () => ({
    ...(await funnelOverview(app.reader)),
    updatedAt: app.funnel.refreshedAt().toISOString(),
  }));

  const timeseries = { querystring: rangeQuerySchema, response: { 200: timeseriesSchema } };
  app.get("/admin/trending/timeseries", { schema: timeseries }, async (request) =>
    funnelTimeseries(app.reader, rangeFrom(request.query)),
  );

  const breakdown = { querystring: breakdownQuerySchema, response: { 200: breakdownSchema } };
  app.get("/admin/trending/breakdown", { schema: breakdown }, async (request) => {
    const { by, ...query } = request.query;
    return funnelBreakdown(app.reader, app.dialect, by, rangeFrom(query));
  });
}
