import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";

describe("waitlist rate limit", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(async () => ctx.close());

  const signUp = (i: number, remoteAddress = "203.0.113.7") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      remoteAddress,
      payload: { name: "R", email: `r${i}@example.com`, phone: "9876543210", homeCity: "Mumbai", ageConfirmed: true },
    });

  it("allows the configured number a minute per IP, then answers 429 with Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await signUp(i)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await signUp(3);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(
        /^Too many sign-ups from your network\. Please try again in (1 minute|\d+ seconds?)\.$/,
      ),
      errors: [],
    });
    const count = await ctx.app.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll().as("n"))
      .execute();
    expect(Number(count[0]?.n)).toBe(3);
  });

  it("counts each IP separately and leaves the city list unlimited", async () => {
    expect((await signUp(10, "198.51.100.9")).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await ctx.app.inject({ method: "GET", url: "/api/v1/cities" })).statusCode).toBe(200);
    }
  });

  it("answers a limited plain form post with the form page and the reason", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Late&email=late%40example.com",
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("Too many sign-ups from your network.");
    expect(response.body).toContain('value="late@example.com"');
  });
});
