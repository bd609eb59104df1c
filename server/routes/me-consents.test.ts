import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "../../contract/consent.js";
import { EMAIL_COPIES } from "../../contract/email-copy/index.js";
import { verifyChain } from "../services/consent/verify.js";
import { issueTokens } from "../services/me/tokens.js";
import { joinAndGetToken, mailsTo, signUpPayload } from "../test-support/personal-mail.js";
import { appWithStaff } from "../test-support/staff-app.js";
import { createWhatsappTestApp, deliverAll, signUpVia } from "../test-support/whatsapp.js";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("the consent record of a sign-up", () => {
  const ctx = appWithStaff({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });

  const consents = (token: string) =>
    ctx.app.inject({ method: "GET", url: "/api/v1/me/consents", headers: bearer(token) });

  it("records the waitlist consent with the notice version, the language and the channel", async () => {
    const token = await joinAndGetToken(ctx.app, "ledger-hi@example.in", { language: "hi" });
    const response = await consents(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().records).toEqual([
      {
        purpose: "waitlist",
        action: "given",
        noticeVersion: NOTICE_VERSION,
        language: "hi",
        channel: "web",
        at: expect.any(String),
      },
    ]);
    const entry = await ctx.app.db.selectFrom("surveyResponses").select(["id", "language"]).executeTakeFirstOrThrow();
    expect(entry.language).toBe("hi");
    // Staff see the same records on the entry's detail.
    // The confirmation e-mail links the notice in the person's language and the withdrawal.
    const [mail] = await mailsTo(ctx.app, "ledger-hi@example.in");
    expect(mail?.textBody).toContain("/privacy/notice/hi");
    // In the person's language, as the rest of the e-mail.
    const withdraw = EMAIL_COPIES.hi.personal.withdraw.replace("{link}", "");
    expect(mail?.textBody).toMatch(new RegExp(`${withdraw}\\S+/me/unsubscribe\\?token=`));
    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/survey_responses/${entry.id}`,
      headers: ctx.staff,
    });
    expect(detail.json().consents).toEqual(response.json().records);
  });

  it("records a no-JS sign-up as such", async () => {
    const body =
      "name=Meera&email=ledger-form%40example.in&phone=98765+43210&homeCity=Mumbai&waitlistConsent=on&ageConfirmed=on&language=ta";
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });
    expect(posted.statusCode).toBe(201);
    const rows = await ctx.app.db.selectFrom("consentRecords").selectAll().where("channel", "=", "no-js").execute();
    expect(rows).toMatchObject([{ purpose: "waitlist", action: "given", language: "ta" }]);
  });

  it("refuses a sign-up without the age confirmation, naming the field, and stores nothing", async () => {
    const before = await ctx.app.db.selectFrom("consentRecords").select("seq").execute();
    const { ageConfirmed: _adult, ...payload } = signUpPayload("under-age@example.in");
    const refused = await ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(["ageConfirmed"]);
    const unticked = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: { ...payload, ageConfirmed: false },
    });
    expect(unticked.statusCode).toBe(400);
    const stored = await ctx.app.db
      .selectFrom("surveyResponses")
      .select("id")
      .where("email", "=", "under-age@example.in")
      .execute();
    expect(stored).toEqual([]);
    expect(await ctx.app.db.selectFrom("consentRecords").select("seq").execute()).toEqual(before);
    expect(await mailsTo(ctx.app, "under-age@example.in")).toEqual([]);
  });

  it("withdrawing the waitlist asks for the confirm step, then erases, recorded under the pseudonym only", async () => {
    const email = "ledger-leave@example.in";
    const token = await joinAndGetToken(ctx.app, email, { name: "Ravi Shankar", phone: "+919812312312" });
    const withdraw = (payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/v1/me/consents/waitlist/withdraw", headers: bearer(token), payload });
    const unconfirmed = await withdraw({});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().errors).toEqual([{ field: "confirm", message: expect.any(String) }]);
    expect((await consents(token)).statusCode).toBe(200);

    expect((await withdraw({ confirm: true })).statusCode).toBe(204);
    expect(await ctx.app.db.selectFrom("surveyResponses").select("id").where("email", "=", email).execute()).toEqual(
      [],
    );
    const ledger = await ctx.app.db.selectFrom("consentRecords").selectAll().execute();
    const text = JSON.stringify(ledger);
    for (const personal of [email, "Ravi", "9812312312", "Bangalore"]) expect(text).not.toContain(personal);
    const withdrawn = ledger.filter((r) => r.action === "withdrawn");
    expect(withdrawn).toMatchObject([{ purpose: "waitlist", channel: "personal-page" }]);
    expect(ledger.filter((r) => r.subject === withdrawn[0]?.subject).map((r) => r.action)).toEqual([
      "given",
      "withdrawn",
    ]);
    expect((await verifyChain(ctx.app.db)).problem).toBeNull();
  });

  it("records a staff erasure as an erasure", async () => {
    const token = await joinAndGetToken(ctx.app, "ledger-staff@example.in");
    const entry = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["id", "consentSubject"])
      .where("email", "=", "ledger-staff@example.in")
      .executeTakeFirstOrThrow();
    const { eraseWaitlistEntry } = await import("../services/erasure/erase-person.js");
    await eraseWaitlistEntry(ctx.app.db, entry.id);
    expect((await consents(token)).statusCode).toBe(404);
    const rows = await ctx.app.db
      .selectFrom("consentRecords")
      .select(["action", "channel"])
      .where("subject", "=", entry.consentSubject as string)
      .orderBy("seq")
      .execute();
    expect(rows).toEqual([
      { action: "given", channel: "web" },
      { action: "erased", channel: "staff" },
    ]);
  });
});

describe("withdrawing WhatsApp", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  it("records the consent per purpose, and one tap stops a queued WhatsApp message", async () => {
    const id = await signUpVia(ctx.app, "wa-withdraw@example.in", "+919845200001", { language: "ta" });
    const [token] = await issueTokens(ctx.app.db, [id]);
    const headers = bearer(token as string);
    const withdrawn = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/consents/whatsapp/withdraw",
      headers,
      payload: {},
    });
    expect(withdrawn.statusCode).toBe(200);
    await deliverAll(ctx.app);
    // The confirmation was queued before the tap: it never reaches the Cloud API.
    expect(ctx.fake.received().filter((m) => m.to === "919845200001")).toEqual([]);
    const { records } = (await ctx.app.inject({ method: "GET", url: "/api/v1/me/consents", headers })).json();
    expect(
      records.map((r: { purpose: string; action: string; channel: string }) => [r.purpose, r.action, r.channel]),
    ).toEqual([
      ["whatsapp", "withdrawn", "personal-page"],
      ["whatsapp", "given", "web"],
      ["waitlist", "given", "web"],
    ]);
    expect(records.every((r: { language: string }) => r.language === "ta")).toBe(true);
  });

  it("records STOP on WhatsApp as a withdrawal", async () => {
    const id = await signUpVia(ctx.app, "wa-stop@example.in", "+919845200002");
    await ctx.fake.text("919845200002", "STOP");
    const subject = await ctx.app.db
      .selectFrom("surveyResponses")
      .select("consentSubject")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const rows = await ctx.app.db
      .selectFrom("consentRecords")
      .select(["purpose", "action", "channel"])
      .where("subject", "=", subject.consentSubject as string)
      .orderBy("seq")
      .execute();
    expect(rows.at(-1)).toEqual({ purpose: "whatsapp", action: "withdrawn", channel: "whatsapp" });
  });
});
