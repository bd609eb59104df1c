import { describe, expect, it } from "vitest";
import { addEntry, inviteCode, inviteEntry } from "../test-support/entries.js";
import { errorFields } from "../test-support/error-fields.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

async function newInvite(email: string, name = "Neha Kapoor") {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers: ctx.staff,
    payload: { email, name, phone: "+919812345678" },
  });
  return response.json().inviteId as string;
}

const summaryOf = (code: string) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/onboarding/${encodeURIComponent(code)}` });
/** For an invite's id: through the sealed code its links carry (onboarding-codes.test.ts tests the codes). */
const summary = (id: string) => summaryOf(inviteCode(ctx.app, id));
const signUp = (payload: { invite: string } & Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/onboarding",
    payload: { ...payload, invite: inviteCode(ctx.app, payload.invite) },
  });
const signups = async () =>
  (await ctx.app.inject({ method: "GET", url: "/api/v1/admin/stats/signups", headers: ctx.staff })).json().count;

describe("onboarding", () => {
  it("shows a valid invite, signs up once, and counts the signup", async () => {
    const invite = await newInvite("neha@example.in");
    expect((await summary(invite)).json()).toEqual({
      inviteId: invite,
      email: "neha@example.in",
      name: "Neha Kapoor",
      phone: "+919812345678",
      language: "en",
    });
    const before = await signups();
    const response = await signUp({ invite, name: " Neha K ", phone: "098123 45678", acceptTerms: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ userId: expect.any(String), email: "neha@example.in", name: "Neha K" });
    expect(await signups()).toBe(before + 1);

    const user = await ctx.app.db.selectFrom("users").selectAll().where("inviteId", "=", invite).executeTakeFirst();
    expect(user).toMatchObject({ phone: "+919812345678", name: "Neha K" });
    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/invites/all", headers: ctx.staff });
    expect(list.json().invites.find((i: { inviteId: string }) => i.inviteId === invite).status).toBe("accepted");
  });

  it("carries the language the waitlist entry was made in, and English for an invite made without one", async () => {
    const entry = await addEntry(ctx.app, { name: "आशा", email: "asha.hindi@example.in", language: "hi" });
    const invite = await inviteEntry(ctx.app, ctx.staff, entry);
    expect((await summary(invite)).json()).toMatchObject({ inviteId: invite, name: "आशा", language: "hi" });
    expect((await summary(await newInvite("manual.language@example.in"))).json().language).toBe("en");
  });

  it("refuses an invite that was already used, with a clear message", async () => {
    const invite = await newInvite("twice@example.in");
    const payload = { invite, name: "Twice", phone: "+919812345678", acceptTerms: true };
    expect((await signUp(payload)).statusCode).toBe(201);
    const again = await signUp(payload);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toMatch(/already been used/);
    expect((await summary(invite)).statusCode).toBe(410);
  });

  it("refuses expired, revoked and unknown invites", async () => {
    const expired = await newInvite("late@example.in");
    await ctx.app.db
      .updateTable("invites")
      .set({ expiresAt: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", expired)
      .execute();
    const expiredAnswer = await summary(expired);
    expect(expiredAnswer.statusCode).toBe(410);
    expect(expiredAnswer.json().detail).toMatch(/expired/);
    const stored = await ctx.app.db.selectFrom("invites").select("status").where("id", "=", expired).executeTakeFirst();
    expect(stored?.status).toBe("expired");
    expect(
      (await signUp({ invite: expired, name: "Late", phone: "+919812345678", acceptTerms: true })).statusCode,
    ).toBe(410);

    const revoked = await newInvite("gone@example.in");
    await ctx.app.inject({ method: "POST", url: `/api/v1/invites/${revoked}/revoke`, headers: ctx.staff, payload: {} });
    expect((await summary(revoked)).json().detail).toMatch(/withdrawn/);

    const unknown = await summary("no-such-invite");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: expect.stringMatching(/could not find/), errors: [] });
  });

  it("lets only one of two simultaneous signups with the same invite through", async () => {
    const invite = await newInvite("race@example.in");
    const payload = { invite, name: "Race", phone: "+919812345678", acceptTerms: true };
    const statuses = (await Promise.all([signUp(payload), signUp(payload)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 410]);
  });

  it("names each field that needs attention and never creates a user for bad input", async () => {
    const invite = await newInvite("fields@example.in");
    const response = await signUp({ invite, name: "", phone: "12", acceptTerms: false });
    expect(response.statusCode).toBe(400);
    expect(errorFields(response)).toEqual(["name", "phone", "acceptTerms"]);
    expect((await summary(invite)).statusCode).toBe(200);
  });
});

describe("onboarding rate limit", () => {
  it("answers 429 with the API's error body after 20 attempts a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await summaryOf(`guess-${i}`)).statusCode);
    // Earlier tests in this file used part of the allowance, so the limit shows up by the 21st request.
    expect(statuses).toContain(429);
    const limited = await summaryOf("guess-x");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/Too many attempts/), errors: [] });
  });
});
