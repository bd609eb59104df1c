import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../contract/audit.js";
import { addEntry, inviteEntry } from "../test-support/entries.js";
import { errorFields } from "../test-support/error-fields.js";
import { appWithStaff } from "../test-support/staff-app.js";
import { signInAsStaff, TEST_STAFF } from "../test-support/staff-session.js";

const ctx = appWithStaff();

async function audit(query = ""): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const response = await ctx.app.inject({ method: "GET", url: `/api/v1/audit${query}`, headers: ctx.staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { "x-requested-with": "stashd" },
    payload: { email, password },
  });

describe("audit log", () => {
  it("records sign-in and failed sign-ins without keeping an unknown address", async () => {
    await login(TEST_STAFF.email, "wrong password entirely");
    await login("Stranger@Example.in", "wrong password entirely");
    const { items } = await audit("?action=auth.sign_in_failed");
    expect(items.map((item) => item.actor)).toEqual(["unknown", TEST_STAFF.email]);
    expect(items[0]?.details.attempt).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(items)).not.toContain("stranger");
    expect(JSON.stringify(items)).not.toContain("wrong password");
    expect((await audit("?action=auth.sign_in")).items[0]).toMatchObject({ actor: TEST_STAFF.email, ip: "127.0.0.1" });
  });

  it("records invite actions by waitlist entry, never by invite id (a credential)", async () => {
    const entry = await addEntry(ctx.app, { email: "meera@example.in" });
    const inviteId = await inviteEntry(ctx.app, ctx.staff, entry);
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${inviteId}/resend`,
      headers: ctx.staff,
      payload: {},
    });
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${inviteId}/revoke`,
      headers: ctx.staff,
      payload: {},
    });
    const { items } = await audit();
    const invites = items.filter((item) => item.action.startsWith("invite."));
    expect(invites.map((item) => [item.action, item.target]).sort()).toEqual([
      ["invite.created", entry.id],
      ["invite.resent", entry.id],
      ["invite.revoked", entry.id],
    ]);
    expect(JSON.stringify(items)).not.toContain(inviteId);
    expect(JSON.stringify(items)).not.toContain("meera");
  });

  it("pages by cursor and filters by actor and by India day", async () => {
    for (let i = 0; i < 5; i += 1) await login(TEST_STAFF.email, `wrong password ${i}`);
    const first = await audit("?action=auth.sign_in_failed&limit=3");
    expect(first.items).toHaveLength(3);
    const second = await audit(`?action=auth.sign_in_failed&limit=3&cursor=${first.nextCursor}`);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.items.length).toBeGreaterThanOrEqual(3);

    expect((await audit(`?actor=${encodeURIComponent("NOBODY@stashd.test")}`)).items).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect((await audit(`?from=${today}&to=${today}`)).items.length).toBeGreaterThan(0);
    expect((await audit("?to=2020-01-01")).items).toEqual([]);
  });

  it("answers 400 for bad filters and has no route that edits or deletes an entry", async () => {
    const bad = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/audit?action=nope&cursor=%%%",
      headers: ctx.staff,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toContain("action");
    const cursor = await ctx.app.inject({ method: "GET", url: "/api/v1/audit?cursor=bm90LWpzb24", headers: ctx.staff });
    expect(cursor.statusCode).toBe(400);
    const id = (await audit()).items[0]?.id;
    for (const method of ["DELETE", "PUT", "PATCH"] as const) {
      const response = await ctx.app.inject({ method, url: `/api/v1/audit/${id}`, headers: ctx.staff, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it("records sign-out", async () => {
    const other = await signInAsStaff(ctx.app, { email: "ravi@stashd.test", password: "another long password" });
    await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: other, payload: {} });
    const { items } = await audit("?action=auth.sign_out");
    expect(items[0]).toMatchObject({ actor: "ravi@stashd.test" });
  });
});
