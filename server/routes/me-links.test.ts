import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../services/me/tokens.js";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

/**
 * The e-mailed link's token leaves the address bar: the page trades it for an HttpOnly cookie scoped to the
 * personal API (a reload still works), and links expire after PERSONAL_LINK_TTL_DAYS (docs/history.md, 111).
 */
describe("personal links", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000", PERSONAL_LINK_TTL_DAYS: "60" } });
  });
  afterAll(async () => ctx.close());

  it("trades the link's token for a short-lived HttpOnly cookie that only the personal API receives", async () => {
    const token = await joinAndGetToken(ctx.app, "cookie@example.in");
    const session = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/session",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(204);
    const cookie = session.cookies.find((c) => c.name === "stashd_me");
    expect(cookie).toMatchObject({ path: "/api/v1/me", httpOnly: true, sameSite: "Strict", maxAge: 7200 });
    // A reload: no token in the address any more, the cookie alone opens the page.
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/me",
      cookies: { stashd_me: cookie?.value ?? "" },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email: "cookie@example.in" });
    // Leaving the waitlist clears it.
    const gone = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/me",
      // The page's own header: the cookie alone is not enough for a write (the personal guard).
      headers: { "x-requested-with": "stashd" },
      cookies: { stashd_me: cookie?.value ?? "" },
    });
    expect(gone.statusCode).toBe(204);
    expect(gone.cookies.find((c) => c.name === "stashd_me")?.value).toBe("");
  });

  it("refuses a link older than PERSONAL_LINK_TTL_DAYS with 410 and a way to get a fresh one", async () => {
    const token = await joinAndGetToken(ctx.app, "old-link@example.in");
    const old = new Date(Date.now() - 61 * 86_400_000).toISOString();
    await ctx.app.db
      .updateTable("personalTokens")
      .set({ createdAt: old })
      .where("tokenHash", "=", hashToken(token))
      .execute();
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/session",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().detail).toMatch(/expired.*Ask for a new link/);
    const fresh = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/link",
      headers: { "x-requested-with": "stashd" },
      payload: { email: "old-link@example.in" },
    });
    expect(fresh.statusCode).toBe(202);
  });
});
