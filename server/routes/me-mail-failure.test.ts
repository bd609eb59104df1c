import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUpPayload } from "../test-support/personal-mail.js";
import { unusedPort } from "../test-support/ports.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

describe("when the personal-link e-mail cannot be sent", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` },
      config: { mailRetryDelaysMs: [20, 20] },
    });
  });
  afterAll(async () => ctx.close());

  it("still answers the sign-up at once, retries, then records the failure on the entry", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload("down@example.in"),
    });
    expect(response.statusCode).toBe(201);
    const entry = () =>
      ctx.app.db
        .selectFrom("surveyResponses")
        .selectAll()
        .where("email", "=", "down@example.in")
        .executeTakeFirstOrThrow();
    expect((await entry()).mailError).toBeNull();
    await vi.waitFor(async () => expect((await entry()).mailError).toMatch(/could not be sent: .*ECONNREFUSED/), {
      timeout: 10_000,
      interval: 50,
    });
    // Staff see it on the waitlist screen.
    const staff = await signInAsStaff(ctx.app);
    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/survey_responses", headers: staff });
    expect(list.json().items[0]).toMatchObject({ email: "down@example.in", mailError: (await entry()).mailError });
    // Each attempt's link replaced the one before: one live link to the page, whatever the retries.
    const tokens = await ctx.app.db
      .selectFrom("personalTokens")
      .select("tokenHash")
      .where("scope", "=", "page")
      .execute();
    expect(tokens).toHaveLength(1);
  });
});
