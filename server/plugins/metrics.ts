import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readerQueue } from "../db/sqlite-readers.js";
import { HttpError } from "../lib/http-error.js";
import { collectProcessMetrics, type Metrics } from "../services/metrics/metrics.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Bearer token check in constant time (both sides hashed first, so their lengths match). */
function bearerMatches(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  return timingSafeEqual(digest(given), digest(token));
}

/** The queries behind the gauges read at scrape time: small tables and indexed counts only. */
function addGauges(app: FastifyInstance, metrics: Metrics) {
  metrics.gauge("stashd_mail_queue_depth", "Personal-link e-mail waiting to be sent.", "queue", async () => {
    const row = await app.db
      .selectFrom("pendingPersonalMail")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return { personal: Number(row.n) };
  });
  metrics.gauge("stashd_jobs", "Background jobs waiting or running, by status.", "status", async () => {
    const rows = await app.db
      .selectFrom("jobs")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
      .where("status", "in", ["queued", "running"])
      .groupBy("status")
      .execute();
    return { queued: 0, running: 0, ...Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) };
  });
  metrics.gauge("stashd_job_entries_left", "Entries background jobs have still to do.", "status", async () => {
    // Open jobs are a handful at most: their rows, not an aggregate over the table.
    const rows = await app.db
      .selectFrom("jobs")
      .select(["total", "sent", "skipped", "failed"])
      .where("status", "in", ["queued", "running"])
      .execute();
    const left = rows.reduce((sum, job) => sum + Math.max(0, job.total - job.sent - job.skipped - job.failed), 0);
    return { open: left };
  });
  metrics.gauge(
    "stashd_reader_threads",
    "Staff reads on SQLite's reader threads: running, or waiting for one.",
    "state",
    async () => {
      const queue = readerQueue(app.reader) ?? { busy: 0, waiting: 0 };
      return { busy: queue.busy, waiting: queue.waiting };
    },
  );
}

/**
 * Request metrics for every route, and GET /metrics in Prometheus' text format when METRICS_TOKEN is set
 * (docs/history.md, 122): never public, a scrape without the token is refused with 401.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(
      request.routeOptions.url ?? "unmatched",
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const token = app.config.metricsToken;
  if (!token) return;
  collectProcessMetrics(metrics);
  addGauges(app, metrics);
  app.get("/metrics", async (request, reply) => {
    if (!bearerMatches(request, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new HttpError(401, "Send METRICS_TOKEN as a bearer token to read the metrics.");
    }
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}
