import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unusedPort } from "../test-support/ports.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

describe("when the mail server cannot be reached", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` } });
    staff = await signInAsStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  it("keeps the invite pending, reports the error to staff and keeps it for a resend", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: staff,
      payload: { email: "down@example.in" },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe("pending");
    expect(body.mailError).toMatch(/^The e-mail could not be sent: .*ECONNREFUSED/);

    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/invites/all", headers: staff });
    expect(list.json().invites[0]).toMatchObject({ status: "pending", lastError: body.mailError });
    const resend = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${body.inviteId}/resend`,
      headers: staff,
      payload: {},
    });
    expect(resend.json()).toMatchObject({ status: "pending", mailError: expect.any(String) });
  });
});

describe("without SMTP_URL", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("keeps the message in the mail_outbox table", async () => {
    const staff = await signInAsStaff(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: staff,
      payload: { email: "dev@example.in", name: "Dev" },
    });
    const { inviteId, onboardingLink } = response.json();
    const outbox = await ctx.app.db.selectFrom("mailOutbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ inviteId, toAddress: "dev@example.in", subject: "Your Stashd invite" });
    expect(outbox[0]?.textBody).toContain(onboardingLink);
    expect(outbox[0]?.htmlBody).toContain(onboardingLink);
  });
});
