import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../services/me/tokens.js";
import { errorFields } from "../test-support/error-fields.js";
import { joinAndGetToken, mailsTo, signUpPayload, tokenIn, waitForMails } from "../test-support/personal-mail.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

let log = "";
const logStream = new Writable({
  write(chunk, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000", REFERRAL_DAILY_CAP_PER_IP: "2", LOG_LEVEL: "info" },
    logger: { level: "info", stream: logStream },
  });
});
afterAll(async () => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, ip = "203.0.113.1") =>
  ctx.app.inject({ method: "GET", url: "/api/v1/me", headers: bearer(token), remoteAddress: ip });
const confirm = (token: string, ip = "203.0.113.1") =>
  ctx.app.inject({ method: "POST", url: "/api/v1/me/confirm", headers: bearer(token), remoteAddress: ip });
const entry = (email: string) =>
  ctx.app.db.selectFrom("surveyResponses").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
/** Spreads sign-up times one second apart, so that the order of the line is certain. */
async function lineUp(emails: string[]) {
  const base = Date.parse("2026-11-01T00:00:00.000Z");
  for (const [i, email] of emails.entries()) {
    await ctx.app.db
      .updateTable("surveyResponses")
      .set({ queueMs: base + i * 1000 })
      .where("email", "=", email)
      .execute();
  }
}
const codeOf = async (email: string) => (await entry(email)).referralCode as string;

describe("the confirmation e-mail", () => {
  it("goes out after a sign-up with a personal link, in both parts, List-Unsubscribe and no pixel", async () => {
    const token = await joinAndGetToken(ctx.app, "mail@example.in");
    const [mail] = await mailsTo(ctx.app, "mail@example.in");
    expect(mail?.subject).toBe("Confirm your spot on the Stashd waitlist");
    expect(mail?.textBody).toContain(`/me?token=${token}`);
    expect(mail?.htmlBody).toContain(`/me?token=${token}`);
    expect(mail?.htmlBody).not.toMatch(/<img|url\(/i);
    // List-Unsubscribe carries its own token, which can only leave the waitlist, never open the page.
    const headers = JSON.parse(mail?.headers ?? "{}");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+\/api\/v1\/me\/unsubscribe\?token=([\w-]+))>$/.exec(headers["List-Unsubscribe"]);
    expect(unsubscribe?.[2]).toBeDefined();
    expect(unsubscribe?.[2]).not.toBe(token);
    expect((await me(unsubscribe?.[2] ?? "")).statusCode).toBe(404);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it("greets a person by the typed name only once they have confirmed the address", async () => {
    // Anyone can sign up anyone: until the owner confirms, the name is a stranger's words.
    const token = await joinAndGetToken(ctx.app, "greet@example.in", { name: "Asha Urgent" });
    const [welcome] = await mailsTo(ctx.app, "greet@example.in");
    expect(welcome?.textBody).toMatch(/^Hi,$/m);
    expect(`${welcome?.textBody}${welcome?.htmlBody}`).not.toContain("Asha Urgent");
    expect((await confirm(token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/link",
      headers: { "x-requested-with": "stashd" },
      payload: { email: "greet@example.in" },
    });
    const mails = await waitForMails(ctx.app, "greet@example.in", 2);
    expect(mails[1]?.textBody).toContain("Hi Asha Urgent,");
  });

  it("stores the token only as its hash, and never logs it", async () => {
    const token = await joinAndGetToken(ctx.app, "hash@example.in");
    const { id } = await entry("hash@example.in");
    const rows = await ctx.app.db
      .selectFrom("personalTokens")
      .selectAll()
      .where("surveyResponseId", "=", id)
      .where("scope", "=", "page")
      .execute();
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    await confirm(token);
    expect(log).not.toContain(token);
  });
});

describe("the personal page API", () => {
  it("confirms by POST only: GET shows the entry unconfirmed, POST confirms, a second POST changes nothing", async () => {
    const token = await joinAndGetToken(ctx.app, "confirm@example.in");
    const before = await me(token);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toMatchObject({
      name: "Asha Rao",
      email: "confirm@example.in",
      phone: "+919876543210",
      homeCity: "Bangalore",
      preferredCities: ["Mumbai"],
      confirmed: false,
      referrals: 0,
      referralLink: `${ctx.config.publicUrl}/?ref=${await codeOf("confirm@example.in")}`,
    });
    expect((await confirm(token)).json().confirmed).toBe(true);
    const at = (await entry("confirm@example.in")).confirmedAt;
    await confirm(token);
    expect((await entry("confirm@example.in")).confirmedAt).toBe(at);
  });

  it("answers 401 without a token and 404 for a forged one", async () => {
    const none = await ctx.app.inject({ method: "GET", url: "/api/v1/me" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: expect.any(String), errors: [] });
    const forged = await me("A".repeat(43));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().detail).toMatch(/doesn't work/);
    expect((await confirm("A".repeat(43))).statusCode).toBe(404);
  });

  it("moves a referrer ahead once their friend confirms, not before; credits once; no self-referral", async () => {
    const tokens = {
      first: await joinAndGetToken(ctx.app, "line1@example.in"),
      second: await joinAndGetToken(ctx.app, "line2@example.in"),
      referrer: await joinAndGetToken(ctx.app, "line3@example.in"),
    };
    // The line holds confirmed people: an unconfirmed one ahead would not count.
    for (const token of Object.values(tokens)) await confirm(token);
    await lineUp(["line1@example.in", "line2@example.in", "line3@example.in"]);
    const start = (await me(tokens.first)).json().position as number;
    expect((await me(tokens.second)).json().position).toBe(start + 1);
    expect((await me(tokens.referrer)).json().position).toBe(start + 2);

    const friend = await joinAndGetToken(ctx.app, "friend@example.in", { ref: await codeOf("line3@example.in") });
    await lineUp(["line1@example.in", "line2@example.in", "line3@example.in", "friend@example.in"]);
    expect((await me(tokens.referrer)).json()).toMatchObject({ position: start + 2, referrals: 0 });

    await Promise.all([confirm(friend), confirm(friend), confirm(friend)]);
    const after = (await me(tokens.referrer)).json();
    expect(after).toMatchObject({ position: start, referrals: 1 });
    expect((await me(tokens.first)).json().position).toBe(start + 1);
    // Top referrers lists only people who chose to be listed.
    expect(after.topReferrers).toEqual([]);
    const optIn = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: bearer(tokens.referrer),
      payload: { name: "Asha Rao", phone: "98765 43210", homeCity: "Bangalore", showInTopReferrers: true },
    });
    expect(optIn.json()).toMatchObject({ showInTopReferrers: true });
    expect((await me(tokens.first)).json().topReferrers).toContainEqual({ name: "Asha R.", referrals: 1 });

    // A self-referral (only possible by forging the stored code) earns nothing.
    const self = await joinAndGetToken(ctx.app, "self@example.in");
    const code = await codeOf("self@example.in");
    await ctx.app.db
      .updateTable("surveyResponses")
      .set({ referredBy: code })
      .where("email", "=", "self@example.in")
      .execute();
    expect((await confirm(self)).json().referrals).toBe(0);
  });

  // From the waitlist row, or by hand for the address: either invite takes the person out, as the city line does.
  it.each([
    [
      "from their waitlist entry",
      "inv",
      async (email: string) => ({ source: "survey", surveyResponseId: (await entry(email)).id, ...CHOSEN }),
    ],
    ["made by hand for their address", "byhand", async () => ({ source: "manual", city: "Bangalore" })],
  ])("takes invited people out of the line: an invite %s", async (_how, prefix, inviteFields) => {
    const staff = await signInAsStaff(ctx.app);
    const [first, second] = [`${prefix}1@example.in`, `${prefix}2@example.in`];
    const a = await joinAndGetToken(ctx.app, first);
    const b = await joinAndGetToken(ctx.app, second);
    await Promise.all([confirm(a), confirm(b)]);
    await lineUp([first, second]);
    const before = (await me(b)).json().position as number;
    const invite = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: staff,
      payload: { email: first, ...(await inviteFields(first)) },
    });
    expect(invite.statusCode).toBe(201);
    expect((await me(a)).json().position).toBeNull();
    expect((await me(b)).json().position).toBe(before - 1);
  });

  it("caps the credits one network can earn others per day", async () => {
    await joinAndGetToken(ctx.app, "cap-referrer@example.in");
    const ref = await codeOf("cap-referrer@example.in");
    for (const n of [1, 2, 3]) {
      const token = await joinAndGetToken(ctx.app, `cap${n}@example.in`, { ref });
      await confirm(token, "198.51.100.7");
    }
    expect((await entry("cap-referrer@example.in")).referrals).toBe(2);
  });

  it("corrects the details with the sign-up's own rules; the address cannot change", async () => {
    const token = await joinAndGetToken(ctx.app, "fix@example.in");
    const patch = (payload: object) =>
      ctx.app.inject({ method: "PATCH", url: "/api/v1/me", headers: bearer(token), payload });
    const good = {
      ...signUpPayload("fix@example.in"),
      name: "Asha R. Rao",
      homeCity: "Mumbai",
      phone: "+44 7911 123456",
    };
    const { email: _email, ageConfirmed: _adult, ...withoutEmail } = good;
    const fixed = await patch(withoutEmail);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ name: "Asha R. Rao", homeCity: "Mumbai", phone: "+447911123456" });

    const bad = await patch({ ...withoutEmail, phone: "5555555555", homeCity: "Goa" });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad).sort()).toEqual(["homeCity", "phone"]);
    const moved = await patch({ ...withoutEmail, email: "new@example.in" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([{ field: "email", message: expect.stringMatching(/can't be changed/) }]);
    expect((await entry("fix@example.in")).name).toBe("Asha R. Rao");
  });

  it("erases everything on Leave the waitlist, kills the link, and takes back the credit given", async () => {
    const staff = await signInAsStaff(ctx.app);
    await joinAndGetToken(ctx.app, "keeper@example.in");
    const token = await joinAndGetToken(ctx.app, "leaver@example.in", { ref: await codeOf("keeper@example.in") });
    await confirm(token, "192.0.2.50");
    expect((await entry("keeper@example.in")).referrals).toBe(1);
    const leaver = await entry("leaver@example.in");
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: staff,
      payload: { email: "leaver@example.in", source: "survey", surveyResponseId: leaver.id, ...CHOSEN },
    });

    const gone = await ctx.app.inject({ method: "DELETE", url: "/api/v1/me", headers: bearer(token) });
    expect(gone.statusCode).toBe(204);
    const db = ctx.app.db;
    const count = async (q: { execute(): Promise<unknown[]> }) => (await q.execute()).length;
    expect({
      entries: await count(db.selectFrom("surveyResponses").select("id").where("email", "=", "leaver@example.in")),
      invites: await count(db.selectFrom("invites").select("id").where("email", "=", "leaver@example.in")),
      mails: await count(db.selectFrom("mailOutbox").select("id").where("toAddress", "=", "leaver@example.in")),
      tokens: await count(
        db.selectFrom("personalTokens").select("tokenHash").where("surveyResponseId", "=", leaver.id),
      ),
      credits: await count(db.selectFrom("referralCredits").select("referrerId").where("referredId", "=", leaver.id)),
    }).toEqual({ entries: 0, invites: 0, mails: 0, tokens: 0, credits: 0 });
    expect((await me(token)).statusCode).toBe(404);
    expect(await entry("keeper@example.in")).toMatchObject({ referrals: 0 });

    // The erasure is audited like a staff one: the entry id and counts, nothing personal.
    const audit = await db
      .selectFrom("auditLog")
      .selectAll()
      .where("target", "=", leaver.id)
      .where("action", "=", "waitlist.left")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "waitlist.left", actorId: null, ip: null });
    expect(JSON.stringify(audit[0])).not.toMatch(/leaver|example\.in|192\.0\.2/);
  });
});

describe("what staff see", () => {
  it("confirmed and referrals on each entry, who referred whom, and a filter on confirmed", async () => {
    const staff = await signInAsStaff(ctx.app);
    await joinAndGetToken(ctx.app, "staff-referrer@example.in");
    const friend = await joinAndGetToken(ctx.app, "staff-friend@example.in", {
      ref: await codeOf("staff-referrer@example.in"),
    });
    await confirm(friend, "192.0.2.77");
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/survey_responses?${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      return response.json().items as Array<Record<string, unknown>>;
    };
    const confirmed = await list("confirmed=true&limit=200");
    const referrer = await entry("staff-referrer@example.in");
    expect(confirmed.find((item) => item.email === "staff-friend@example.in")).toMatchObject({
      confirmed: true,
      referrals: 0,
      referredBy: { id: referrer.id, name: "Asha Rao", email: "staff-referrer@example.in" },
      mailError: null,
    });
    expect(confirmed.every((item) => item.confirmed === true)).toBe(true);
    const unconfirmed = await list("confirmed=false&limit=200");
    expect(unconfirmed.find((item) => item.email === "staff-referrer@example.in")).toMatchObject({
      confirmed: false,
      referrals: 1,
      referredBy: null,
    });
    expect(unconfirmed.some((item) => item.email === "staff-friend@example.in")).toBe(false);
  });
});

describe("repeat sign-ups and E-mail me my link", () => {
  it("changes nothing on a repeat, answers alike, and e-mails 'already on the list' with a working link", async () => {
    const post = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload });
    const first = await post(signUpPayload("again@example.in"));
    await waitForMails(ctx.app, "again@example.in", 1);
    const stored = await entry("again@example.in");
    const repeat = await post(signUpPayload("Again@Example.in", { name: "Mallory", homeCity: "Mumbai" }));
    expect(repeat.statusCode).toBe(201);
    expect(Object.keys(repeat.json())).toEqual(Object.keys(first.json()));
    expect(await entry("again@example.in")).toEqual(stored);
    const mails = await waitForMails(ctx.app, "again@example.in", 2);
    expect(mails[1]?.subject).toBe("You're already on the Stashd waitlist");
    const view = await me(tokenIn(mails[1]?.textBody ?? ""));
    expect(view.json()).toMatchObject({ name: "Asha Rao", homeCity: "Bangalore" });
  });

  it("answers 202 for any address, mails only one on the list, at most 3 links an hour", async () => {
    const link = (email: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/me/link",
        headers: { "x-requested-with": "stashd" },
        payload: { email },
      });
    await joinAndGetToken(ctx.app, "lost@example.in");
    const known = await link("Lost@example.in");
    const unknown = await link("nobody@example.in");
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual(unknown.json());
    const mails = await waitForMails(ctx.app, "lost@example.in", 2);
    expect(mails[1]?.subject).toBe("Your Stashd waitlist link");
    for (let i = 0; i < 4; i++) await link("lost@example.in");
    await ctx.app.personalMail.drain();
    // The welcome e-mail and two asked-for links: the hour's three.
    expect(await mailsTo(ctx.app, "lost@example.in")).toHaveLength(3);
    expect(await mailsTo(ctx.app, "nobody@example.in")).toHaveLength(0);
    expect((await link("not an address")).statusCode).toBe(400);
  });
});

describe("the no-JavaScript form", () => {
  it("carries ?ref= (or the cookie from an earlier page) as a hidden field into the stored entry", async () => {
    const form = await ctx.app.inject({ method: "GET", url: "/api/v1/waitlist/form?ref=abcdef123" });
    expect(form.body).toContain('<input type="hidden" name="ref" value="abcdef123">');
    const fromCookie = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/waitlist/form",
      cookies: { stashd_ref: "cookie-code" },
    });
    expect(fromCookie.body).toContain('name="ref" value="cookie-code"');

    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Ravi&email=ravi%40example.in&phone=9876543210&homeCity=Pune&ageConfirmed=on&ref=abcdef123",
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.body).toContain("<strong>ravi@example.in</strong> with the link to your personal page.");
    expect(await entry("ravi@example.in")).toMatchObject({ referredBy: "abcdef123", utmSource: "referral" });
  });

  it("credits the cookie's referral code to a plain post of the page's own form, which names none", async () => {
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { stashd_ref: "cookie-code" },
      payload: "name=Noor&email=noor%40example.in&phone=9876543210&homeCity=Pune&ageConfirmed=on",
    });
    expect(posted.statusCode).toBe(201);
    expect(await entry("noor@example.in")).toMatchObject({ referredBy: "cookie-code" });
  });
});
