import client from "prom-client";

/**
 * The server's Prometheus metrics (docs/history.md, 122), one registry per app. Counters are bumped where
 * things happen; gauges that need a query (mail queue, jobs) are read when Prometheus scrapes.
 */
export interface Metrics {
  readonly registry: client.Registry;
  /** One request answered: its route's pattern (never its ids), method, status and duration. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A group commit of sign-ups: the waitlist writer calls it with the batch's size. */
  signUpBatch(size: number): void;
  /** One e-mail accepted by the mail server (or the outbox), or refused. */
  mail(outcome: "sent" | "failed", count?: number): void;
  /** A job step's outcome: entries invited, skipped and failed. */
  jobStep(kind: string, counts: { sent: number; skipped: number; failed: number }): void;
  /** A page view the beacon's limits dropped (services/traffic/beacon-limiter.ts), by why. */
  viewDropped(reason: string): void;
  /** Gauges read at scrape time; `read` answers the current values, by label value. */
  gauge(name: string, help: string, label: string, read: () => Promise<Record<string, number>>): void;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  const registers = [registry];
  const requests = new client.Histogram({
    name: "stashd_http_request_duration_seconds",
    help: "Requests answered, by route pattern, method and status; the count is the request rate.",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const signUps = new client.Counter({
    name: "stashd_sign_ups_total",
    help: "Waitlist sign-ups committed.",
    registers,
  });
  const batches = new client.Histogram({
    name: "stashd_sign_up_batch_size",
    help: "Sign-ups per group commit.",
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
    registers,
  });
  const mail = new client.Counter({
    name: "stashd_mail_total",
    help: "E-mail handed to the mail server (or the outbox), by outcome.",
    labelNames: ["outcome"],
    registers,
  });
  const jobEntries = new client.Counter({
    name: "stashd_job_entries_total",
    help: "Entries background jobs have processed, by job kind and outcome.",
    labelNames: ["kind", "outcome"],
    registers,
  });
  const droppedViews = new client.Counter({
    name: "stashd_traffic_views_dropped_total",
    help: "Page views the beacon did not count: over a visitor's or a network's share a minute, by reason.",
    labelNames: ["reason"],
    registers,
  });
  return {
    registry,
    viewDropped: (reason) => droppedViews.inc({ reason }),
    request: (route, method, status, seconds) => requests.observe({ route, method, status }, seconds),
    signUpBatch(size) {
      batches.observe(size);
      signUps.inc(size);
    },
    mail: (outcome, count = 1) => mail.inc({ outcome }, count),
    jobStep(kind, counts) {
      for (const outcome of ["sent", "skipped", "failed"] as const) {
        if (counts[outcome]) jobEntries.inc({ kind, outcome }, counts[outcome]);
      }
    },
    gauge(name, help, label, read) {
      new client.Gauge({
        name,
        help,
        labelNames: [label],
        registers,
        async collect() {
          this.reset();
          for (const [value, n] of Object.entries(await read())) this.set({ [label]: value }, n);
        },
      });
    },
  };
}

/**
 * Node's own: event-loop lag (and its percentiles), heap, CPU, GC, open handles. prom-client also adds
 * gauges named `*_total` (active handles, requests and resources in all), which Prometheus' naming rules
 * keep for counters (`promtool check metrics` fails them); they are the sums of the gauges by type it
 * keeps (`nodejs_active_handles`, …), so they are dropped.
 */
export function collectProcessMetrics(metrics: Metrics) {
  client.collectDefaultMetrics({ register: metrics.registry, eventLoopMonitoringPrecision: 10 });
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    if (type !== "counter" && name.endsWith("_total")) metrics.registry.removeSingleMetric(name);
  }
}
