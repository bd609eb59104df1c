import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { addEntry } from "../test-support/entries.js";
import { bulk, waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";
import { createTestApp } from "../test-support/test-app.js";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const ctx = appWithStaff({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("GET /metrics", () => {
  it("refuses a scrape without the token, or with another", async () => {
    for (const authorization of [undefined, "Bearer nope", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(response.body).not.toContain("stashd_");
    }
  });

  it("answers Prometheus text: requests by route, sign-ups and their batches, mail, jobs, readers, event-loop lag", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    ctx.app.metrics.signUpBatch(3);
    ctx.app.metrics.signUpBatch(5);
    // A real sign-up is counted by the waitlist writer itself, with its batch.
    const signUp = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: {
        name: "Meera Iyer",
        email: "meera.metrics@example.in",
        phone: "+919876543210",
        homeCity: "Pune",
        ageConfirmed: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    await ctx.app.personalMail.drain();
    const entry = await addEntry(ctx.app, { email: "metrics@example.in" });
    const job = await waitForJob(ctx, (await bulk(ctx, { ids: [entry.id], allowUnconfirmed: true })).json().id);
    expect(job.sent).toBe(1);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /stashd_http_request_duration_seconds_count\{route="\/api\/v1\/health",method="GET",status="200"\} 1/,
    );
    // Route patterns, never the ids in a path.
    expect(text).toContain('route="/api/v1/jobs/:id"');
    expect(text).not.toContain(job.id);
    expect(text).toMatch(/stashd_sign_ups_total 9/);
    expect(text).toMatch(/stashd_sign_up_batch_size_count 3/);
    // The invite and the sign-up's welcome e-mail.
    expect(text).toMatch(/stashd_mail_total\{outcome="sent"\} 2/);
    expect(text).toMatch(/stashd_job_entries_total\{kind="bulk-invite",outcome="sent"\} 1/);
    expect(text).toMatch(/stashd_jobs\{status="running"\} 0/);
    expect(text).toMatch(/stashd_job_entries_left\{status="open"\} 0/);
    expect(text).toMatch(/stashd_mail_queue_depth\{queue="personal"\} \d+/);
    expect(text).toMatch(/stashd_reader_threads\{state="waiting"\} 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });
});

describe("without METRICS_TOKEN", () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain.close());

  it("has no metrics endpoint at all", async () => {
    const response = await plain.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("stashd_");
  });

  it("refuses a token too short to be secret", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN.*at least 24 characters/);
  });
});
