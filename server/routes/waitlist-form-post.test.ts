import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_NOTICE } from "../../contract/whatsapp.js";
import { createTestApp } from "../test-support/test-app.js";

/** Browsers without JavaScript post the form itself and must get pages, not JSON. */
describe("waitlist without JavaScript", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const form = (fields: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: fields,
    });

  it("serves a self-contained form listing the cities", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/waitlist/form" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain('action="/api/v1/survey_responses"');
    expect(response.body).toContain("<option>Delhi NCR</option>");
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
  });

  it("stores a posted form and answers with a thank-you page", async () => {
    const response = await form(
      "name=Meera&email=Meera%40Example.com&phone=%2B1+415+555+0123&company=&tripsPerMonth=&homeCity=Mumbai&ageConfirmed=on" +
        "&preferredCities=Pune&preferredCities=Chennai&website=",
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<h1>Almost there: check your e-mail</h1>");
    const rows = await ctx.app.db.selectFrom("surveyResponses").selectAll().execute();
    expect(rows).toMatchObject([
      { email: "meera@example.com", phone: "+14155550123", preferredCities: '["Pune","Chennai"]' },
    ]);
  });

  it("offers no WhatsApp box on a server that does not send it, and keeps no consent posted anyway", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/v1/waitlist/form" });
    expect(page.body).not.toContain('name="whatsappOptIn"');
    expect(page.body).not.toContain(WHATSAPP_NOTICE.label);
    const response = await form(
      "name=Dev&email=dev%40example.com&phone=98450+12345&homeCity=Mumbai&ageConfirmed=on&whatsappOptIn=on&website=",
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["whatsappOptInAt", "whatsappNotice"])
      .where("email", "=", "dev@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ whatsappOptInAt: null, whatsappNotice: null });
    await ctx.app.db.deleteFrom("surveyResponses").where("email", "=", "dev@example.com").execute();
  });

  it("answers bad input with the form again, listing the problems and keeping what was typed", async () => {
    const response = await form(
      "name=%3Cb%3EVikram%3C%2Fb%3E&email=vikram%40&phone=&homeCity=Goa&preferredCities=Pune",
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("Email: Enter a valid e-mail address");
    expect(response.body).toContain("Phone: Enter your phone number.");
    expect(response.body).toContain("Home city: Choose one of the listed cities.");
    expect(response.body).toContain('value="&lt;b&gt;Vikram&lt;/b&gt;"');
    expect(response.body).toMatch(/value="Pune"\s+checked/);
    expect(await ctx.app.db.selectFrom("surveyResponses").selectAll().execute()).toHaveLength(1);
  });

  it("lists a refused field named like an Object.prototype member instead of failing with a 500", async () => {
    const response = await form("name=Asha&constructor=x&__proto__=y");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("constructor: This field is not allowed.");
    expect(await ctx.app.db.selectFrom("surveyResponses").selectAll().execute()).toHaveLength(1);
  });

  it("answers an oversized form with an HTML page too", async () => {
    const response = await form(`name=${"x".repeat(17_000)}`);
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain("The form is too long to send.");
  });

  it("answers a repeat sign-up with the same page, true for both: the e-mail carries their page's link", async () => {
    const fields = "name=Dev&email=dev%40example.com&phone=%2B919845012345&homeCity=Mumbai&ageConfirmed=on&website=";
    const first = await form(fields);
    const repeat = await form(fields.replace("name=Dev", "name=Mallory"));
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.body).toContain("<strong>dev@example.com</strong> with the link to your personal page.");
    expect(repeat.body).not.toContain("Already on the list");
  });
});

describe("waitlist without JavaScript when saving fails", () => {
  it("hands the form back, refilled, with the reason", async () => {
    const broken = await createTestApp();
    await broken.app.inject({ method: "GET", url: "/api/v1/cities" });
    await broken.app.db.schema.alterTable("survey_responses").renameTo("gone").execute();
    const response = await broken.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Isha&email=isha%40example.com&phone=9876543210&homeCity=Pune&ageConfirmed=on",
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("We couldn&#39;t save your details just now.");
    expect(response.body).toContain('value="isha@example.com"');
    await broken.close();
  });
});
