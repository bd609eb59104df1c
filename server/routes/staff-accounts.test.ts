import { describe, expect, it, vi } from "vitest";
import { appWithStaff } from "../test-support/staff-app.js";
import { signInAsStaff, signInWithPassword } from "../test-support/staff-session.js";

const PASSWORD = "correct horse battery staple";

describe("staff management by owners", () => {
  const ctx = appWithStaff();
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, headers = ctx.staff) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: method === "GET" ? undefined : JSON.stringify(payload ?? {}),
    });
  const actions = async (action: string) =>
    ctx.app.db.selectFrom("auditLog").select(["target", "details", "actor"]).where("action", "=", action).execute();

  it("adds an account with a role, changes its role and removes it, auditing each", async () => {
    const added = await call("POST", "/api/v1/staff", { email: "Nia@Stashd.test", password: PASSWORD, role: "viewer" });
    expect(added.statusCode).toBe(201);
    const nia = added.json();
    expect(nia).toMatchObject({ email: "nia@stashd.test", role: "viewer" });
    expect((await call("POST", "/api/v1/staff", { email: "nia@stashd.test", password: PASSWORD })).statusCode).toBe(
      409,
    );
    const weak = await call("POST", "/api/v1/staff", { email: "weak@stashd.test", password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: "password", message: expect.stringContaining("12") }]);

    const changed = await call("PATCH", `/api/v1/staff/${nia.id}`, { role: "admin" });
    expect(changed.json()).toMatchObject({ id: nia.id, role: "admin" });
    // Her own session sees the new role on its next request.
    const hers = await signInAsStaff(ctx.app, { email: "nia@stashd.test", password: PASSWORD });
    expect((await call("GET", "/api/v1/auth/me", undefined, hers)).json().staff.role).toBe("admin");

    expect((await call("DELETE", `/api/v1/staff/${nia.id}`)).statusCode).toBe(204);
    // Removing an account ends its sessions.
    expect((await call("GET", "/api/v1/auth/me", undefined, hers)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/v1/staff/${nia.id}`)).statusCode).toBe(404);

    expect(await actions("staff.added")).toEqual([
      { target: "nia@stashd.test", details: JSON.stringify({ role: "viewer" }), actor: "staff@stashd.test" },
    ]);
    expect((await actions("staff.role_changed")).map((r) => JSON.parse(r.details))).toEqual([
      { from: "viewer", to: "admin" },
    ]);
    expect((await actions("staff.removed")).map((r) => r.target)).toEqual(["nia@stashd.test"]);
  });

  it("refuses a bad role with the field named", async () => {
    const response = await call("POST", "/api/v1/staff", { email: "x@stashd.test", password: PASSWORD, role: "root" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "role", message: expect.any(String) }]);
  });

  it("resets a colleague's second factor, ending their sessions, so they enrol again", async () => {
    const lost = (await call("POST", "/api/v1/staff", { email: "lost@stashd.test", password: PASSWORD })).json();
    const theirs = await signInAsStaff(ctx.app, { email: "lost@stashd.test", password: PASSWORD });
    expect((await call("POST", `/api/v1/staff/${lost.id}/second-factor/reset`)).statusCode).toBe(204);
    expect((await call("GET", "/api/v1/auth/me", undefined, theirs)).statusCode).toBe(401);
    const again = await signInWithPassword(ctx.app, { email: "lost@stashd.test", password: PASSWORD });
    expect((await call("GET", "/api/v1/auth/session", undefined, again)).json().secondFactor).toBe("enrol");
    expect((await actions("auth.second_factor_reset")).map((row) => row.target)).toEqual(["lost@stashd.test"]);
    expect((await call("POST", "/api/v1/staff/nobody/second-factor/reset")).statusCode).toBe(404);
  });

  it("asks for a fresh second factor before a staff change, not before reading the list", async () => {
    const member = (await call("POST", "/api/v1/staff", { email: "late@stashd.test", password: PASSWORD })).json();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    try {
      expect((await call("GET", "/api/v1/staff")).statusCode).toBe(200);
      for (const response of [
        await call("PATCH", `/api/v1/staff/${member.id}`, { role: "viewer" }),
        await call("DELETE", `/api/v1/staff/${member.id}`),
        await call("POST", `/api/v1/staff/${member.id}/second-factor/reset`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe("reauth_required");
      }
    } finally {
      vi.useRealTimers();
    }
  });
  it("never removes or demotes the last owner (409), and does once there is another", async () => {
    const me = (await call("GET", "/api/v1/auth/me")).json().staff;
    for (const response of [
      await call("PATCH", `/api/v1/staff/${me.id}`, { role: "admin" }),
      await call("DELETE", `/api/v1/staff/${me.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: expect.stringMatching(/only owner/), errors: [] });
    }
    const other = (
      await call("POST", "/api/v1/staff", { email: "co@stashd.test", password: PASSWORD, role: "owner" })
    ).json();
    expect((await call("PATCH", `/api/v1/staff/${me.id}`, { role: "admin" })).json().role).toBe("admin");
    // Now an admin: staff management is closed to this session at once.
    expect((await call("GET", "/api/v1/staff")).json()).toMatchObject({ code: "forbidden" });
    const co = await signInAsStaff(ctx.app, { email: "co@stashd.test", password: PASSWORD });
    expect((await call("DELETE", `/api/v1/staff/${other.id}`, undefined, co)).statusCode).toBe(409);
  });
});
