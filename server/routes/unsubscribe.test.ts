import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinAndGetToken, mailsTo } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

describe("the e-mail's unsubscribe link", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
  });
  afterAll(async () => ctx.close());

  async function unsubscribeUrl(email: string) {
    const [mail] = await mailsTo(ctx.app, email);
    const target = /^<(.+)>$/.exec(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe"])?.[1] ?? "";
    return new URL(target).pathname + new URL(target).search;
  }
  const entries = (email: string) =>
    ctx.app.db.selectFrom("surveyResponses").select("id").where("email", "=", email).execute();

  it("asks first when opened, and leaves the waitlist on the one-click POST", async () => {
    await joinAndGetToken(ctx.app, "unsub@example.in");
    const url = await unsubscribeUrl("unsub@example.in");
    // A scanner or a person opening the link changes nothing: the page asks.
    const opened = await ctx.app.inject({ method: "GET", url });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Leave the waitlist?");
    expect(await entries("unsub@example.in")).toHaveLength(1);

    const left = await ctx.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain("You have left the waitlist");
    expect(await entries("unsub@example.in")).toHaveLength(0);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("does not accept the personal page's token", async () => {
    const token = await joinAndGetToken(ctx.app, "pagetoken@example.in");
    const response = await ctx.app.inject({ method: "POST", url: `/api/v1/me/unsubscribe?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(await entries("pagetoken@example.in")).toHaveLength(1);
  });
});
