import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

/**
 * The personal API's writes do not rest on SameSite alone: a form post or a foreign page cannot change
 * anything with the person's cookie.
 */
describe("personal API writes from another site", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = "";
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
    const token = await joinAndGetToken(ctx.app, "csrf@example.in");
    const session = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/session",
      headers: { authorization: `Bearer ${token}` },
    });
    cookie = session.cookies.find((c) => c.name === "stashd_me")?.value ?? "";
  });
  afterAll(async () => ctx.close());

  const nameNow = async () =>
    (
      await ctx.app.db
        .selectFrom("surveyResponses")
        .select("name")
        .where("email", "=", "csrf@example.in")
        .executeTakeFirstOrThrow()
    ).name;
  const patch = (headers: Record<string, string>, payload: string) =>
    ctx.app.inject({ method: "PATCH", url: "/api/v1/me", cookies: { stashd_me: cookie }, headers, payload });
  const own = () => new URL(ctx.config.publicUrl).origin;
  const details = (name: string) =>
    JSON.stringify({ name, phone: "+919876543210", homeCity: "Bangalore", company: "", tripsPerMonth: "" });

  it("refuses a form-encoded body with 415 in the one error shape", async () => {
    const before = await nameNow();
    const response = await patch(
      { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      "name=Hacked&phone=%2B919876543210&homeCity=Bangalore",
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/JSON/), errors: [] });
    expect(await nameNow()).toBe(before);
  });

  it("refuses JSON from a foreign origin, or from nowhere without the page's header", async () => {
    const before = await nameNow();
    const foreign = await patch({ "content-type": "application/json", origin: "https://evil.example" }, details("X"));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toMatch(/Cross-site requests are not allowed/);
    const bare = await patch({ "content-type": "application/json" }, details("Y"));
    expect(bare.statusCode).toBe(403);
    const erase = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/me",
      cookies: { stashd_me: cookie },
      headers: { origin: "https://evil.example" },
    });
    expect(erase.statusCode).toBe(403);
    expect(await nameNow()).toBe(before);
  });

  it("accepts JSON from the site's own pages", async () => {
    const response = await patch({ "content-type": "application/json", origin: own() }, details("Asha Changed"));
    expect(response.statusCode).toBe(200);
    expect(await nameNow()).toBe("Asha Changed");
  });
});
