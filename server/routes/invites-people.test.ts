import { describe, expect, it } from "vitest";
import { insertWaitlistEntry } from "../seed/rows.js";
import { signUpWithInvite } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

/** One person, one record: invites are linked to, and limited by, the person's address. */
const ctx = appWithStaff(); // no SMTP_URL: mail goes to the mail_outbox table

const get = (url: string) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: ctx.staff });
const post = (url: string, payload: object = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, headers: ctx.staff, payload });

async function waitlistRow(id: string) {
  return (await get(`/survey_responses/${id}`)).json();
}

describe("one person, one record", () => {
  it("links a manual invite to the waitlist entry of its address, whatever its case and spacing", async () => {
    const entry = await insertWaitlistEntry(ctx.app.db, { email: "linked.person@example.in" });
    const created = await post("/invites", { email: "  Linked.Person@Example.IN " });
    expect(created.statusCode).toBe(201);
    const invite = (await get("/invites/all"))
      .json()
      .invites.find((i: { inviteId: string }) => i.inviteId === created.json().inviteId);
    expect(invite).toMatchObject({ email: "linked.person@example.in", source: "manual", surveyResponseId: entry.id });
    expect(await waitlistRow(entry.id)).toMatchObject({ hasInvite: true, inviteStatus: "sent" });
  });

  it("allows one open invite per person: a second answers 409 naming the open one", async () => {
    const first = (await post("/invites", { email: "twice@example.in" })).json();
    const second = await post("/invites", { email: "TWICE@example.in", name: "Again" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: expect.stringMatching(/already has an open invite.*Resend/),
      errors: [],
      existingInviteId: first.inviteId,
    });
  });

  it("lets exactly one of 20 concurrent invites for one person through, and e-mails once", async () => {
    const email = "race@example.in";
    const responses = await Promise.all(Array.from({ length: 20 }, () => post("/invites", { email })));
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const winner = created[0]?.json().inviteId;
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().existingInviteId).toBe(winner);
    }
    const rows = await ctx.app.db.selectFrom("invites").select("id").where("email", "=", email).execute();
    expect(rows).toEqual([{ id: winner }]);
    const mail = await ctx.app.db.selectFrom("mailOutbox").select("id").where("toAddress", "=", email).execute();
    expect(mail).toHaveLength(1);
  });

  it("refuses an invite for someone who already has an account (409 naming the account)", async () => {
    const created = (await post("/invites", { email: "member@example.in" })).json();
    await signUpWithInvite(ctx.app, created.inviteId);
    const again = await post("/invites", { email: "member@example.in" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: expect.stringMatching(/already has an account/), errors: [] });
  });

  it("shows a revoked invite on its row, and lets the person be invited again", async () => {
    const entry = await insertWaitlistEntry(ctx.app.db);
    const payload = { email: entry.email, source: "survey", surveyResponseId: entry.id, ...CHOSEN };
    const first = (await post("/invites", payload)).json();
    await post(`/invites/${first.inviteId}/revoke`);
    expect(await waitlistRow(entry.id)).toMatchObject({ hasInvite: false, inviteStatus: "revoked" });
    expect((await post("/invites", payload)).statusCode).toBe(201);
    expect(await waitlistRow(entry.id)).toMatchObject({ hasInvite: true, inviteStatus: "sent" });
  });

  it("shows a signed-up person's row as accepted", async () => {
    const entry = await insertWaitlistEntry(ctx.app.db);
    const created = (
      await post("/invites", { email: entry.email, source: "survey", surveyResponseId: entry.id, ...CHOSEN })
    ).json();
    await signUpWithInvite(ctx.app, created.inviteId);
    expect(await waitlistRow(entry.id)).toMatchObject({ hasInvite: true, inviteStatus: "accepted" });
  });

  it("refuses an invite from a waitlist row sent to another address", async () => {
    const entry = await insertWaitlistEntry(ctx.app.db);
    const response = await post("/invites", {
      email: "someone.else@example.in",
      source: "survey",
      surveyResponseId: entry.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "email", message: expect.stringMatching(/manual invite/) }]);
  });

  it("applies the waitlist's phone rule: E.164 after parsing, or empty", async () => {
    const bad = await post("/invites", { email: "phone.bad@example.in", phone: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "phone", message: expect.stringMatching(/valid phone number/) }]);
    const local = (await post("/invites", { email: "phone.local@example.in", phone: " 98123 45678 " })).json();
    const blank = (await post("/invites", { email: "phone.blank@example.in", phone: "  " })).json();
    const phones = await ctx.app.db
      .selectFrom("invites")
      .select(["id", "phone"])
      .where("id", "in", [local.inviteId, blank.inviteId])
      .execute();
    expect(Object.fromEntries(phones.map((row) => [row.id, row.phone]))).toEqual({
      [local.inviteId]: "+919812345678",
      [blank.inviteId]: "",
    });
  });
});
