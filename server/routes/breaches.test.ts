import { beforeAll, describe, expect, it } from "vitest";
import { NOTICE_COPIES } from "../../contract/email-copy/index.js";
import { insertWaitlistEntry } from "../seed/rows.js";
import { mailsTo } from "../test-support/personal-mail.js";
import { appWithStaff } from "../test-support/staff-app.js";

const test = appWithStaff({ jobs: { pollMs: 3_600_000 } });
const FOUND = "2026-11-28T09:30:00+05:30";
const breach = (extra: object = {}) => ({
  foundAt: FOUND,
  description: "A backup of the waitlist was readable from the internet for two hours.",
  dataItems: ["name", "email", "phone"],
  filter: { homeCity: "Pune" },
  ...extra,
});
const post = (url: string, payload: object = {}) =>
  test.app.inject({ method: "POST", url: `/api/v1${url}`, headers: test.staff, payload });
const get = (url: string) => test.app.inject({ method: "GET", url: `/api/v1${url}`, headers: test.staff });
const outbox = async () => (await test.app.db.selectFrom("mailOutbox").select("toAddress").execute()).length;

beforeAll(async () => {
  // Breaches are an owner's: this member of staff is an admin in the first test, then an owner.
  for (let i = 0; i < 5; i++)
    await insertWaitlistEntry(test.app.db, {
      homeCity: "Pune",
      email: `pune-${i}@example.in`,
      language: i === 0 ? "ur" : "en",
    });
  await insertWaitlistEntry(test.app.db, { homeCity: "Bangalore", email: "blr@example.in" });
});

describe("breaches", () => {
  it("are an owner's alone", async () => {
    await test.app.db.updateTable("staff").set({ role: "admin" }).execute();
    expect((await post("/admin/breaches", breach())).statusCode).toBe(403);
    expect((await get("/admin/breaches")).statusCode).toBe(403);
    await test.app.db.updateTable("staff").set({ role: "owner" }).execute();
  });

  it("a drill does everything but send: people counted, notices rehearsed, nothing leaves", async () => {
    const created = await post("/admin/breaches", breach({ drill: true }));
    expect(created.statusCode).toBe(201);
    const { id, affected } = created.json();
    expect(affected).toBe(5);
    const before = await outbox();
    expect((await post(`/admin/breaches/${id}/notify`)).statusCode).toBe(200);
    await test.app.jobs.drain();
    await test.app.noticeMail.drain();
    expect(await outbox()).toBe(before);
    const after = (await get(`/admin/breaches/${id}`)).json();
    expect(after.notices).toEqual({ started: true, pending: 0, sent: 0, failed: 0, drill: 5 });
    const report = await get(`/admin/breaches/${id}/report`);
    expect(report.body).toContain("DRILL");
  });

  it("tells each affected person once, drafts the Board's report, and keeps the clock until it is sent", async () => {
    const { id, affected } = (await post("/admin/breaches", breach())).json();
    expect(affected).toBe(5);
    const summary = (await get("/admin/rights-desk")).json();
    expect(summary.breaches.find((b: { id: string }) => b.id === id)?.reportDueAt).toBe("2026-12-01T04:00:00.000Z");

    expect((await post(`/admin/breaches/${id}/notify`)).statusCode).toBe(200);
    // A second press is refused: the people are told once.
    expect((await post(`/admin/breaches/${id}/notify`)).statusCode).toBe(409);
    await test.app.jobs.drain();
    await test.app.noticeMail.drain();
    for (let i = 0; i < 5; i++) {
      const mails = await mailsTo(test.app, `pune-${i}@example.in`);
      expect(mails).toHaveLength(1);
      // In the person's language: the frame translated, what the owner wrote as written.
      const words = NOTICE_COPIES[i === 0 ? "ur" : "en"].breach;
      expect(mails[0]?.textBody).toContain(`${words.happened.split("{")[0]}A backup of the waitlist`);
      expect(mails[0]?.textBody).toContain(words.contact.split(":")[0]);
      // The privacy notice in the person's language.
      expect(mails[0]?.textBody).toMatch(i === 0 ? /\/privacy\/notice\/ur\s/ : /\/privacy\/notice\s/);
    }
    expect(await mailsTo(test.app, "blr@example.in")).toEqual([]);
    expect((await get(`/admin/breaches/${id}`)).json().notices).toMatchObject({ sent: 5, pending: 0 });

    const report = await get(`/admin/breaches/${id}/report`);
    expect(report.headers["content-disposition"]).toContain("attachment");
    for (const heading of [
      "Nature",
      "Extent",
      "Timing and location",
      "Likely impact",
      "Measures taken",
      "Remedial",
      "Contact",
    ]) {
      expect(report.body).toContain(heading);
    }
    expect(report.body).toContain("Data principals affected: 5");

    expect((await post(`/admin/breaches/${id}/reported`)).json().reportedAt).not.toBeNull();
    const later = (await get("/admin/rights-desk")).json();
    expect(later.breaches.some((b: { id: string }) => b.id === id)).toBe(false);
  });

  it("counts the people by the waitlist's own filters", async () => {
    const byChannel = await post(
      "/admin/breaches",
      breach({ drill: true, filter: { homeCity: "Pune", channel: "whatsapp" } }),
    );
    expect(byChannel.json().affected).toBe(0);
    const byEmail = await post(
      "/admin/breaches",
      breach({ drill: true, filter: { homeCity: "Pune", channel: "email" } }),
    );
    expect(byEmail.json().affected).toBe(5);
    const everyone = await post("/admin/breaches", breach({ drill: true, filter: "everyone" }));
    expect(everyone.json().affected).toBe(6);
  });

  it("refuses a breach without data items with a field error", async () => {
    const response = await post("/admin/breaches", breach({ dataItems: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("dataItems");
  });

  it("are never open to an API key, whatever its scope", async () => {
    const created = await post("/admin/api-keys", { name: "CRM sync", scope: "invite" });
    expect(created.statusCode).toBe(201);
    const key = { authorization: `Bearer ${created.json().key}` };
    const { id } = (await post("/admin/breaches", breach({ drill: true }))).json();
    for (const [method, url] of [
      ["GET", "/api/v1/admin/breaches"],
      ["POST", "/api/v1/admin/breaches"],
      ["GET", `/api/v1/admin/breaches/${id}/report`],
      ["POST", `/api/v1/admin/breaches/${id}/notify`],
      ["GET", "/api/v1/admin/grievances"],
      ["GET", "/api/v1/admin/retention"],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: key,
        ...(method === "POST" ? { payload: breach() } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
