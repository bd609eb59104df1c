import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PANEL_COPIES } from "../../contract/form-copy/index.js";
import { WHATSAPP_NOTICE } from "../../contract/whatsapp.js";
import { channelOf } from "../services/lists/whatsapp-states.js";
import { signUpPayload } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";
import { WHATSAPP_ENV } from "../test-support/whatsapp-env.js";

const RATE = { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" };
const formFields = (email: string, optIn: boolean) =>
  `name=Meera&email=${encodeURIComponent(email)}&phone=98765+43210&homeCity=Mumbai&ageConfirmed=on&preferredCities=Pune` +
  (optIn ? "&whatsappOptIn=on" : "");

/** Everything in the thank-you page but nothing that differs per request. */
const page = (body: string) => body.replace(/\s+/g, " ");

describe("the thanks after a sign-up that chose WhatsApp, on a server that sends it", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ...RATE, ...WHATSAPP_ENV } });
  });
  afterAll(async () => ctx.close());

  const json = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload });
  const form = (fields: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: fields,
    });

  it("tells JSON callers the confirmation is headed to WhatsApp, for a new and a repeat sign-up alike", async () => {
    const fresh = await json(signUpPayload("wa-thanks@example.in", { whatsappOptIn: true }));
    const repeat = await json(signUpPayload("wa-thanks@example.in", { whatsappOptIn: true }));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toEqual({ id: expect.any(String), channel: "whatsapp" });
    expect(repeat.json()).toEqual(fresh.json());
    // Without the box ticked it is e-mail, as before.
    expect((await json(signUpPayload("mail-thanks@example.in"))).json().channel).toBe("email");
    // A bot filling the honeypot gets the same answer a person would.
    const bot = await json(signUpPayload("bot@example.in", { whatsappOptIn: true, website: "http://spam.example" }));
    expect(bot.json()).toEqual({ id: expect.any(String), channel: "whatsapp" });
  });

  it("offers the box unticked on the no-JS form and records a ticked box's consent with the notice seen", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/v1/waitlist/form" });
    expect(page.body).toMatch(/<input type="checkbox" name="whatsappOptIn" value="on">/);
    expect(page.body).toContain(WHATSAPP_NOTICE.label);
    expect((await form(formFields("wa-consent@example.in", true))).statusCode).toBe(201);
    const row = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["whatsappOptInAt", "whatsappNotice", "createdAt"])
      .where("email", "=", "wa-consent@example.in")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      whatsappOptInAt: row.createdAt,
      whatsappNotice: WHATSAPP_NOTICE.id,
      createdAt: row.createdAt,
    });
  });

  it("says to look in WhatsApp on the no-JS thank-you page, with e-mail as the fallback, new and repeat alike", async () => {
    const fresh = await form(formFields("wa-form@example.in", true));
    const repeat = await form(formFields("wa-form@example.in", true));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.body).toContain(`<h1>${PANEL_COPIES.en.thanks.whatsapp}</h1>`);
    expect(fresh.body).toContain('<strong dir="ltr">+91 98765 43210</strong>');
    expect(fresh.body).toContain("<strong>wa-form@example.in</strong>");
    expect(fresh.body).toContain("one tap on Confirm");
    expect(page(repeat.body)).toBe(page(fresh.body));

    const plain = await form(formFields("mail-form@example.in", false));
    expect(plain.body).toContain(`<h1>${PANEL_COPIES.en.thanks.email}</h1>`);
    expect(plain.body).not.toContain("WhatsApp");
  });
});

describe("the thanks on a server without WhatsApp", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: RATE });
  });
  afterAll(async () => ctx.close());

  it("speaks of e-mail even when the box was ticked: nothing goes by WhatsApp here", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload("no-wa-thanks@example.in", { whatsappOptIn: true }),
    });
    expect(response.json().channel).toBe("email");
    const formPost = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: formFields("no-wa-form@example.in", true),
    });
    expect(formPost.body).toContain(`<h1>${PANEL_COPIES.en.thanks.email}</h1>`);
  });

  it("ignores the opt-in altogether: no consent is stored, so no staff view can say WhatsApp for them", async () => {
    const email = "no-wa-stored@example.in";
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload(email, { whatsappOptIn: true }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().channel).toBe("email");
    const stored = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["whatsappOptInAt", "whatsappNotice"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ whatsappOptInAt: null, whatsappNotice: null });
    expect(channelOf(stored as never)).toBe("email");
  });
});
