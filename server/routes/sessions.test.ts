import { describe, expect, it } from "vitest";
import { createStaff } from "../services/staff.js";
import { appWithStaff } from "../test-support/staff-app.js";
import { enrolledFactor, passSecondFactor, signInAsStaff, TEST_STAFF } from "../test-support/staff-session.js";

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const COLLEAGUE = { email: "colleague@stashd.test", password: "correct horse battery staple" };

describe("a staff account's sessions", () => {
  const ctx = appWithStaff();
  const call = (headers: Record<string, string>, method: "GET" | "POST" | "DELETE", url: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: method === "GET" ? undefined : "{}",
    });
  /** Signs in again from another device, through both factors: a second session of the same account. */
  const signInFrom = async (userAgent: string, account = TEST_STAFF) => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "x-requested-with": "stashd", "user-agent": userAgent },
      remoteAddress: "203.0.113.7",
      payload: account,
    });
    const cookie = response.cookies.find((c) => c.name === "stashd_session");
    const headers = { cookie: `stashd_session=${cookie?.value}`, "x-requested-with": "stashd" };
    const factor = enrolledFactor(ctx.app, account.email);
    if (factor) await passSecondFactor(ctx.app, headers, factor);
    return headers;
  };

  it("lists them with a public id, the current one marked, where and what from", async () => {
    await signInFrom(MAC_CHROME);
    const response = await call(ctx.staff, "GET", "/api/v1/auth/sessions");
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual({
      id: expect.any(String),
      current: false,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      address: "203.0.113.7",
      device: "Chrome on macOS",
    });
    // The id is never the stored hash of a cookie, which would let anyone who reads it act as the session.
    const hashes = (await ctx.app.db.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    for (const session of sessions) expect(hashes).not.toContain(session.id);
  });

  it("ends one: that session is refused on its next request, and the end is audited", async () => {
    const other = await signInFrom("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0");
    expect((await call(other, "GET", "/api/v1/survey_responses")).statusCode).toBe(200);
    const { sessions } = (await call(ctx.staff, "GET", "/api/v1/auth/sessions")).json();
    const target = sessions.find((s: { device: string }) => s.device === "Firefox on Linux");
    expect((await call(ctx.staff, "DELETE", `/api/v1/auth/sessions/${target.id}`)).statusCode).toBe(204);
    expect((await call(other, "GET", "/api/v1/survey_responses")).statusCode).toBe(401);
    expect((await call(ctx.staff, "DELETE", `/api/v1/auth/sessions/${target.id}`)).statusCode).toBe(404);
    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select(["target", "details"])
      .where("action", "=", "session.ended")
      .execute();
    expect(audit).toEqual([{ target: TEST_STAFF.email, details: JSON.stringify({ count: 1 }) }]);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const others = [await signInFrom(MAC_CHROME), await signInFrom(MAC_CHROME)];
    const response = await call(ctx.staff, "POST", "/api/v1/auth/sessions/end-others");
    expect(response.json().ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await call(other, "GET", "/api/v1/auth/me")).statusCode).toBe(401);
    const { sessions } = (await call(ctx.staff, "GET", "/api/v1/auth/sessions")).json();
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("cannot end another account's session by its id, but an owner can end any account's", async () => {
    await createStaff(ctx.app.db, COLLEAGUE.email, COLLEAGUE.password, ctx.config.passwordCost);
    const colleague = await signInAsStaff(ctx.app, COLLEAGUE);
    const mine = (await call(ctx.staff, "GET", "/api/v1/auth/sessions")).json().sessions[0];
    expect((await call(colleague, "DELETE", `/api/v1/auth/sessions/${mine.id}`)).statusCode).toBe(404);
    expect((await call(colleague, "GET", "/api/v1/auth/me")).statusCode).toBe(200);

    const { id } = (await call(colleague, "GET", "/api/v1/auth/me")).json().staff;
    const theirs = (await call(ctx.staff, "GET", `/api/v1/staff/${id}/sessions`)).json().sessions;
    expect(theirs).toEqual([expect.objectContaining({ current: false })]);
    expect((await call(ctx.staff, "DELETE", `/api/v1/staff/${id}/sessions/${theirs[0].id}`)).statusCode).toBe(204);
    expect((await call(colleague, "GET", "/api/v1/auth/me")).statusCode).toBe(401);

    const again = await signInAsStaff(ctx.app, COLLEAGUE);
    expect((await call(again, "POST", `/api/v1/staff/${id}/sessions/end-all`)).json()).toMatchObject({
      code: "forbidden",
    });
    expect((await call(ctx.staff, "POST", `/api/v1/staff/${id}/sessions/end-all`)).json()).toEqual({ ended: 1 });
    expect((await call(again, "GET", "/api/v1/survey_responses")).statusCode).toBe(401);
  });
});
