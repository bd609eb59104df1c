import type { FastifyInstance } from "fastify";
import {
  breakdownQuerySchema,
  type RangeQuery,
  rangeErrors,
  rangeQuerySchema,
  resolveRange,
} from "../../contract/trending.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { funnelBreakdown } from "../services/trending/breakdown.js";
import { funnelOverview, funnelTimeseries } from "../services/trending/queries.js";

/** A complete, sane range of Indian days from the query, or a 400 naming the bad field. */
function rangeFrom(query: RangeQuery) {
  const range = resolveRange(query);
  const errors = rangeErrors(range);
  if (errors.length) throw new HttpError(400, "Some fields need attention.", errors);
  return range;
}

/** The lead funnel overview (staff only: registered in the guarded scope of routes/index.ts). */
export async function trendingRoutes(app: FastifyInstance) {
  app.get("/admin/trending/overview", async () => funnelOverview(app.db));

  app.get("/admin/trending/timeseries", async (request) => {
    const range = rangeFrom(parseOrThrow(rangeQuerySchema, request.query));
    return funnelTimeseries(app.db, app.dialect, range);
  });

  app.get("/admin/trending/breakdown", async (request) => {
    const { by, ...query } = parseOrThrow(breakdownQuerySchema, request.query);
    return funnelBreakdown(app.db, app.dialect, by, rangeFrom(query));
  });
}
