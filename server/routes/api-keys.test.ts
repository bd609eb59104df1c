import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

async function newKey(scope: "read" | "invite", name = `${scope} key`) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/admin/api-keys",
    headers: ctx.staff,
    payload: { name, scope },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; key: string };
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const invite = (key: string, entry: { id: string; email: string; name: string }) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers: { ...bearer(key), "content-type": "application/json" },
    payload: {
      email: entry.email,
      name: entry.name,
      source: "survey",
      surveyResponseId: entry.id,
      allowPlanned: true,
      allowUnconfirmed: true,
    },
  });

describe("API keys", () => {
  it("a read key lists the waitlist with no session, and cannot invite", async () => {
    const { key } = await newKey("read");
    const entry = await addEntry(ctx.app, { email: "read-key@example.com" });
    const list = await ctx.app.inject({ url: "/api/v1/survey_responses", headers: bearer(key) });
    expect(list.statusCode, list.body).toBe(200);
    const refused = await invite(key, entry);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden");
    expect(await ctx.app.db.selectFrom("invites").select("id").where("email", "=", entry.email).execute()).toEqual([]);
  });

  it("an invite key invites, audited under the key's name", async () => {
    const { key } = await newKey("invite", "Zapier");
    const entry = await addEntry(ctx.app, { email: "invite-key@example.com" });
    const response = await invite(key, entry);
    expect(response.statusCode, response.body).toBe(201);
    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select(["action", "actor"])
      .where("actor", "=", 'API key "Zapier"')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["api_key.used", "invite.created"]));
  });

  it("never reaches staff, keys, webhooks, the audit log or erasure", async () => {
    const { key } = await newKey("invite", "Too curious");
    const entry = await addEntry(ctx.app, { email: "not-erased@example.com" });
    const tries = [
      { method: "GET", url: "/api/v1/staff" },
      { method: "GET", url: "/api/v1/admin/api-keys" },
      { method: "POST", url: "/api/v1/admin/api-keys", payload: { name: "mine", scope: "invite" } },
      { method: "GET", url: "/api/v1/admin/webhooks" },
      { method: "GET", url: "/api/v1/audit" },
      { method: "DELETE", url: `/api/v1/survey_responses/${entry.id}`, payload: {} },
    ] as const;
    for (const attempt of tries) {
      const response = await ctx.app.inject({
        ...attempt,
        headers: { ...bearer(key), "content-type": "application/json" },
      });
      expect(response.statusCode, attempt.url).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
  });

  it("shows the key once, stores only its hash, notes its last use, and a revoked key fails at once", async () => {
    const { id, key } = await newKey("read", "Revocable");
    const listed = (await ctx.app.inject({ url: "/api/v1/admin/api-keys", headers: ctx.staff })).json().items;
    const before = listed.find((k: { id: string }) => k.id === id);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(before.lastUsedAt).toBeNull();
    expect((await ctx.app.inject({ url: "/api/v1/survey_responses", headers: bearer(key) })).statusCode).toBe(200);
    const after = (await ctx.app.inject({ url: "/api/v1/admin/api-keys", headers: ctx.staff })).json().items;
    expect(after.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();

    // Not in the database (every file of it, on SQLite; every table's text, on PostgreSQL).
    if (!ctx.config.databaseUrl) {
      for (const file of fs.readdirSync(ctx.config.dataDir)) {
        const bytes = fs.readFileSync(path.join(ctx.config.dataDir, file));
        expect(bytes.includes(Buffer.from(key)), file).toBe(false);
        expect(bytes.includes(Buffer.from(key.slice(-20))), file).toBe(false);
      }
    }
    const rows = JSON.stringify(await ctx.app.db.selectFrom("apiKeys").selectAll().execute());
    expect(rows).not.toContain(key.slice(-20));

    const revoke = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/admin/api-keys/${id}`,
      headers: ctx.staff,
      payload: {},
    });
    expect(revoke.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: "/api/v1/survey_responses", headers: bearer(key) })).statusCode).toBe(401);
  });

  it("has its own rate limit", async () => {
    const { key } = await newKey("read", "Busy");
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      statuses.push((await ctx.app.inject({ url: "/api/v1/jobs/none", headers: bearer(key) })).statusCode);
    }
    expect(statuses.slice(0, 120)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // A session is not counted against it.
    expect((await ctx.app.inject({ url: "/api/v1/jobs/none", headers: ctx.staff })).statusCode).toBe(404);
  });

  it("refuses an unknown key", async () => {
    const response = await ctx.app.inject({ url: "/api/v1/survey_responses", headers: bearer("stashd_nope") });
    expect(response.statusCode).toBe(401);
  });
});
