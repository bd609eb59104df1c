import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsStaff } from "./test-support/staff-session.js";
import { createTestApp } from "./test-support/test-app.js";

describe("app", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("reports health after a real query, naming the database", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite",
    });
  });

  it("answers an unknown API path with the JSON error shape", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ detail: "No API route matches GET /api/v1/nope.", errors: [] });
  });

  it("marks every API answer no-store unless its route allows caching (the city list)", async () => {
    const headers = await signInAsStaff(ctx.app);
    const personal = [
      { method: "GET", url: "/api/v1/auth/me", headers },
      { method: "GET", url: "/api/v1/auth/me" },
      { method: "GET", url: "/api/v1/survey_responses", headers },
      { method: "GET", url: "/api/v1/invites/all", headers },
      { method: "GET", url: "/api/v1/admin/trending/overview", headers },
      { method: "GET", url: "/api/v1/onboarding/unknown-invite" },
      { method: "GET", url: "/api/v1/nope" },
    ] as const;
    for (const request of personal) {
      const response = await ctx.app.inject(request);
      expect(response.headers["cache-control"], `${request.url} ${response.statusCode}`).toBe("no-store");
    }
    const cities = await ctx.app.inject({ method: "GET", url: "/api/v1/cities" });
    expect(cities.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("answers router-level refusals (over-long path parameter) with the JSON error shape", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/v1/onboarding/${"x".repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: "A part of the address is too long.", errors: [] });
  });

  it("answers 503 from health when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: "The database is not reachable.", errors: [] });
    await broken.close().catch(() => {});
  });
});
