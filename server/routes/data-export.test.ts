import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "../../contract/consent.js";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" } });
});
afterAll(async () => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const exportOf = (token: string, ip = "203.0.113.7") =>
  ctx.app.inject({ method: "GET", url: "/api/v1/me/export", headers: bearer(token), remoteAddress: ip });

describe("GET /api/v1/me/export", () => {
  it("answers every stored field, the messages, invites, referral count and processors, and audits it", async () => {
    const token = await joinAndGetToken(ctx.app, "export@example.in", { company: "Export Co" });
    await ctx.app.inject({ method: "POST", url: "/api/v1/me/confirm", headers: bearer(token) });
    const response = await exportOf(token);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    const stored = await ctx.app.db
      .selectFrom("surveyResponses")
      .selectAll()
      .where("email", "=", "export@example.in")
      .executeTakeFirstOrThrow();
    // Every column the database holds for the entry, by name.
    expect(Object.keys(data.entry).sort()).toEqual(Object.keys(stored).sort());
    expect(data.entry.company).toBe("Export Co");
    expect(data.entry.preferredCities).toEqual(["Mumbai"]);
    expect(data.referredPeople).toBe(0);
    expect(data.personalLinks.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|token_hash/);
    expect(data.processors.map((p: { name: string }) => p.name)).toEqual(["Our e-mail relay"]);
    expect(data.invites).toEqual([]);
    // The consent given at sign-up, as the ledger holds it.
    expect(data.consents).toContainEqual(
      expect.objectContaining({ purpose: "waitlist", action: "given", language: "en", noticeVersion: NOTICE_VERSION }),
    );
    // The confirmation e-mail that carried the link.
    expect(data.messages).toContainEqual(
      expect.objectContaining({ channel: "email", kind: "personal link", status: "sent" }),
    );

    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "person.exported")
      .where("target", "=", stored.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe("the person, from their page");
    expect(audit[0]?.details).not.toContain("export@example.in");
  });

  it("lists the desk's messages to the person with channel, kind, time and status", async () => {
    const token = await joinAndGetToken(ctx.app, "export-msg@example.in");
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/grievances",
      headers: { ...bearer(token), "x-requested-with": "stashd" },
      payload: { message: "Please tell me what you keep about me." },
    });
    await ctx.app.noticeMail.drain();
    const data = (await exportOf(token)).json();
    expect(data.messages).toContainEqual(
      expect.objectContaining({ channel: "email", kind: "grievance ack", status: "sent" }),
    );
    expect(data.grievances).toHaveLength(1);
  });

  it("is rate-limited per network", async () => {
    const token = await joinAndGetToken(ctx.app, "export-limit@example.in");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportOf(token, "203.0.113.99")).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it("answers 401 without the personal link", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/me/export" });
    expect(response.statusCode).toBe(401);
  });
});
