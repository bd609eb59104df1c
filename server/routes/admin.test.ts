import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWaitlistEntry } from "../seed/rows.js";
import { inviteCode } from "../test-support/entries.js";
import { errorFields } from "../test-support/error-fields.js";
import { type ReceivedMail, startSmtpSink } from "../test-support/smtp-sink.mjs";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
let staff: Record<string, string>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const mail: ReceivedMail[] = [];

beforeAll(async () => {
  sink = await startSmtpSink({ onMessage: (message) => mail.push(message) });
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: "https://stashd.example" } });
  staff = await signInAsStaff(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const get = (url: string) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: staff });
const post = (url: string, payload: object = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, headers: staff, payload });

/** A message's Subject as a mail client shows it: its RFC 2047 encoded words decoded and joined. */
function subjectOf(raw: string) {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/mu.exec(raw)?.[1] ?? "";
  const words = [...header.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/giu)];
  if (words.length === 0) return header.trim();
  const bytes = words.map(([, encoding, text = ""]) =>
    encoding?.toLowerCase() === "b"
      ? Buffer.from(text, "base64")
      : Buffer.from(
          text
            .replace(/_/gu, " ")
            .replace(/=([0-9A-F]{2})/giu, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ),
  );
  return Buffer.concat(bytes).toString("utf8");
}

async function invites() {
  return (await get("/invites/all")).json().invites as Array<Record<string, unknown>>;
}

async function waitlistRow(id: string) {
  return (await get(`/survey_responses/${id}`)).json();
}

describe("waitlist and counts", () => {
  it("lists survey responses newest first with the API's fields and hasInvite", async () => {
    const older = await insertWaitlistEntry(ctx.app.db, { createdAt: "2026-01-01T10:00:00.000Z" });
    const newer = await insertWaitlistEntry(ctx.app.db, { name: "Vikram", createdAt: "2026-02-01T10:00:00.000Z" });
    const list = (await get("/survey_responses")).json();
    expect(list.items.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(list).toMatchObject({ total: 2, nextCursor: null, prevCursor: null });
    expect(list.items[0]).toEqual({
      id: newer.id,
      name: "Vikram",
      email: newer.email,
      phone: "+919876543210",
      company: "Rao Consulting",
      tripsPerMonth: "2-3",
      homeCity: "Bangalore",
      preferredCities: ["Mumbai", "Delhi NCR"],
      timestamp: "2026-02-01T10:00:00.000Z",
      confirmed: false,
      referrals: 0,
      referredBy: null,
      mailError: null,
      hasInvite: false,
      inviteStatus: null,
      channel: "email",
      whatsapp: null,
    });
  });

  it("counts surveys, invites that were not revoked, and signups", async () => {
    const before = (await get("/admin/stats/surveys")).json().count;
    await insertWaitlistEntry(ctx.app.db);
    expect((await get("/admin/stats/surveys")).json()).toEqual({ count: before + 1 });
    const invitesBefore = (await get("/admin/stats/invites")).json().count;
    const created = (await post("/invites", { email: "count@example.in" })).json();
    expect((await get("/admin/stats/invites")).json()).toEqual({ count: invitesBefore + 1 });
    await post(`/invites/${created.inviteId}/revoke`);
    expect((await get("/admin/stats/invites")).json()).toEqual({ count: invitesBefore });
    expect((await get("/admin/stats/signups")).json()).toEqual({ count: 0 });
  });
});

describe("invites", () => {
  it("creates an invite from a waitlist row, e-mails the link over SMTP and marks the row invited", async () => {
    const survey = await insertWaitlistEntry(ctx.app.db, { name: "Meera <b>Iyer</b>" });
    const response = await post("/invites", {
      email: survey.email,
      name: survey.name,
      phone: survey.phone,
      source: "survey",
      surveyResponseId: survey.id,
      ...CHOSEN,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      inviteId: expect.stringMatching(/^[\w-]{22,}$/),
      onboardingLink: `https://stashd.example/onboarding?invite=${inviteCode(ctx.app, body.inviteId)}`,
      status: "sent",
      mailError: null,
    });

    const received = mail.find((m) => m.to.includes(survey.email));
    expect(received?.decoded).toMatch(/Content-Type: text\/plain/);
    expect(received?.decoded).toMatch(/Content-Type: text\/html/);
    expect(received?.decoded).toContain(body.onboardingLink);
    expect(received?.decoded).toContain("Meera &lt;b&gt;Iyer&lt;/b&gt;");

    const row = await waitlistRow(survey.id);
    expect(row.hasInvite).toBe(true);
    expect((await invites()).find((i) => i.inviteId === body.inviteId)).toMatchObject({
      email: survey.email,
      source: "survey",
      status: "sent",
      surveyResponseId: survey.id,
      onboardingLink: body.onboardingLink,
      createdAt: expect.any(String),
    });
  });

  it("e-mails the invite in the language the entry was made in, and a manual invite in English", async () => {
    const survey = await insertWaitlistEntry(ctx.app.db, { name: "आशा", language: "hi" });
    const response = await post("/invites", {
      email: survey.email,
      name: survey.name,
      source: "survey",
      surveyResponseId: survey.id,
      ...CHOSEN,
    });
    expect(response.json()).toMatchObject({ status: "sent", mailError: null });
    const hindi = mail.find((m) => m.to.includes(survey.email));
    expect(subjectOf(hindi?.raw ?? "")).toBe("आपका Stashd आमंत्रण");
    expect(hindi?.decoded).toContain("नमस्ते आशा,");
    expect(hindi?.decoded).toContain("Stashd पायलट में आपकी जगह तैयार है।");
    expect(hindi?.decoded).toMatch(/यह लिंक \d{1,2} [\u0900-\u097F]+ \d{4} तक काम करेगा।/u);
    expect(hindi?.decoded).toContain('<html lang="hi" dir="ltr">');
    expect(hindi?.decoded).not.toMatch(/Your spot|works until|Questions\?/u);

    await post("/invites", { email: "manual.invite@example.in", name: "Ravi" });
    const manual = mail.find((m) => m.to.includes("manual.invite@example.in"));
    expect(subjectOf(manual?.raw ?? "")).toBe("Your Stashd invite");
    expect(manual?.decoded).toMatch(/The link works until \d{1,2} [A-Z][a-z]+ \d{4}\./u);
  });

  it("allows one open invite per waitlist entry (409), and a new one once it is revoked", async () => {
    const survey = await insertWaitlistEntry(ctx.app.db);
    const payload = { email: survey.email, source: "survey", surveyResponseId: survey.id, ...CHOSEN };
    const first = (await post("/invites", payload)).json();
    const second = await post("/invites", payload);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: expect.stringMatching(/already has an open invite/),
      errors: [],
      existingInviteId: first.inviteId,
    });

    const revoked = await post(`/invites/${first.inviteId}/revoke`);
    expect(revoked.json()).toMatchObject({ inviteId: first.inviteId, status: "revoked" });
    expect((await post("/invites", payload)).statusCode).toBe(201);
  });

  it("reads an invite past its end as expired, refuses to resend it, and lets the row be invited again", async () => {
    const survey = await insertWaitlistEntry(ctx.app.db);
    const payload = { email: survey.email, source: "survey", surveyResponseId: survey.id, ...CHOSEN };
    const created = (await post("/invites", payload)).json();
    await ctx.app.db
      .updateTable("invites")
      .set({ expiresAt: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", created.inviteId)
      .execute();
    expect((await invites()).find((i) => i.inviteId === created.inviteId)?.status).toBe("expired");
    const row = await waitlistRow(survey.id);
    expect(row.hasInvite).toBe(false);
    expect((await post(`/invites/${created.inviteId}/resend`)).statusCode).toBe(409);
    expect((await post("/invites", payload)).statusCode).toBe(201);
  });

  it("resends an open invite with the same link", async () => {
    const created = (await post("/invites", { email: "resend@example.in", name: "Ravi" })).json();
    const before = mail.filter((m) => m.to.includes("resend@example.in")).length;
    const resent = await post(`/invites/${created.inviteId}/resend`);
    expect(resent.json()).toEqual({ ...created, status: "sent" });
    expect(mail.filter((m) => m.to.includes("resend@example.in"))).toHaveLength(before + 1);
  });

  it("validates the body and names each bad field", async () => {
    const response = await post("/invites", { email: "nope", source: "survey", extra: 1 });
    expect(response.statusCode).toBe(400);
    const fields = errorFields(response);
    expect(fields).toEqual(expect.arrayContaining(["email", "extra"]));
    const unknownSurvey = await post("/invites", { email: "a@b.in", source: "survey", surveyResponseId: "nope" });
    expect(unknownSurvey.json().errors).toEqual([
      { field: "surveyResponseId", message: "No waitlist entry has this id." },
    ]);
  });

  it("answers 404 for an unknown invite and 409 for revoking a used one", async () => {
    expect((await post("/invites/unknown/resend")).statusCode).toBe(404);
    const created = (await post("/invites", { email: "used@example.in" })).json();
    await ctx.app.db.updateTable("invites").set({ status: "accepted" }).where("id", "=", created.inviteId).execute();
    expect((await post(`/invites/${created.inviteId}/revoke`)).statusCode).toBe(409);
  });

  it("refuses a state-changing call that is not JSON or comes from another site (403)", async () => {
    const cookie = { cookie: staff.cookie ?? "" };
    const form = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: { ...cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40b.in",
    });
    expect(form.statusCode).toBe(403);
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: { ...cookie, origin: "https://evil.example" },
      payload: { email: "a@b.in" },
    });
    expect(crossSite.statusCode).toBe(403);
    const noHeader = await ctx.app.inject({ method: "POST", url: "/api/v1/invites", headers: cookie, payload: {} });
    expect(noHeader.statusCode).toBe(403);
  });
});
