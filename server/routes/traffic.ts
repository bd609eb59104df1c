import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { z } from "zod";
import { pageViewSchema, sourceName, TRAFFIC_DEFAULT_DAYS, trafficReportSchema } from "../../contract/traffic.js";
import { rangeErrors, rangeQuerySchema } from "../../contract/trending.js";
import { addDays, defaultRange } from "../../contract/trending-days.js";
import { HttpError, INVALID_INPUT_DETAIL } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { createBeaconLimiter } from "../services/traffic/beacon-limiter.js";
import { countedPath } from "../services/traffic/page-path.js";
import { trafficReport } from "../services/traffic/report.js";

/** A browser fetching a page ahead of the visitor (link prefetch, prerender) says so in one of these. */
function isPrefetch(request: FastifyRequest) {
  const purpose = [request.headers["sec-purpose"], request.headers.purpose, request.headers["x-moz"]].join(" ");
  return /prefetch|prerender/i.test(purpose);
}

/**
 * Public: a page reports a view after load (docs/product.md, Traffic). Always 204, counted or not, so the
 * answer tells a caller nothing; bots, prefetches and staff pages are not counted, nor views past a
 * visitor's or a network's share a minute (counted as dropped in the metrics instead: a flood stores nothing).
 */
export async function visitRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const ownHosts = [new URL(app.config.publicUrl).hostname];
  const limiter = createBeaconLimiter(app.config.trafficViewsPerMinute);
  app.post(
    "/visits",
    { schema: { body: pageViewSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"] ?? "";
      const path = countedPath(request.body.path);
      if (path && userAgent && !isbot(userAgent) && !isPrefetch(request)) {
        const dropped = limiter.admit(request.ip, userAgent);
        if (dropped) app.metrics.viewDropped(dropped);
        else {
          const source = sourceName(request.body, [...ownHosts, request.hostname]);
          await app.traffic.record({ path, source, address: request.ip, userAgent });
        }
      }
      // No payload at all: `send(null)` would run the response serializer for a body a 204 never has.
      return reply.code(204).send();
    },
  );
}

/** Staff: the traffic report over a range of Indian days, by default the last 30 (registered in the guarded scope). */
export async function trafficRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const schema = { querystring: rangeQuerySchema, response: { 200: trafficReportSchema } };
  app.get("/admin/traffic", { schema }, async (request) => {
    const to = request.query.to ?? defaultRange().to;
    const range = { from: request.query.from ?? addDays(to, -(TRAFFIC_DEFAULT_DAYS - 1)), to };
    const errors = rangeErrors(range);
    if (errors.length) throw new HttpError(400, INVALID_INPUT_DETAIL, errors);
    // Joins are counted by the funnel's read model: it catches up first, so the report is exact.
    await app.funnel.refresh();
    return trafficReport(app.reader, range);
  });
}
