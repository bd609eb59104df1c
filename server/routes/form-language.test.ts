import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCopy, panelCopy } from "../../contract/form-copy/index.js";
import { LANGUAGES } from "../../contract/languages.js";
import { escapeHtml } from "../lib/escape-html.js";
import { createTestApp } from "../test-support/test-app.js";

describe("the no-JS form in the visitor's language", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const form = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

  it("starts from the browser's language when it is one of the 23, and a link picks another", async () => {
    const tamil = await form("/api/v1/waitlist/form", { "accept-language": "fr-FR, ta-IN;q=0.9, en;q=0.8" });
    expect(tamil.body).toContain('<html lang="ta" dir="ltr">');
    expect(tamil.body).toContain(formCopy("ta").labels.name);
    expect(tamil.body).toContain(formCopy("ta").age);
    expect(tamil.body).toContain('href="/privacy/notice/ta"');
    const english = await form("/api/v1/waitlist/form", { "accept-language": "fr-FR, de" });
    expect(english.body).toContain('<html lang="en-IN" dir="ltr">');
    const urdu = await form("/api/v1/waitlist/form?lang=ur");
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain('<input type="hidden" name="language" value="ur">');
    // The links to the other languages name each in its own script; nothing is ticked for the visitor.
    expect(urdu.body).toContain(">हिन्दी</a>");
    expect(urdu.body).not.toMatch(/name="(waitlistConsent|ageConfirmed|whatsappOptIn)"[^>]*checked/);
  });

  it("renders each of the 23 languages in its own words, not English", async () => {
    for (const language of LANGUAGES) {
      const page = await form(`/api/v1/waitlist/form?lang=${language.code}`);
      const copy = formCopy(language.code);
      for (const text of [copy.labels.name, copy.labels.homeCity, copy.waitlist, copy.age, copy.submit])
        expect(page.body, `${language.code}: ${text}`).toContain(escapeHtml(text));
    }
  });

  it("answers a post without the age confirmation in the form's language, storing nothing", async () => {
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Asha&email=asha.hi%40example.in&phone=9876543210&homeCity=Pune&waitlistConsent=on&language=hi",
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<html lang="hi" dir="ltr">');
    expect(posted.body).toContain(formCopy("hi").errors.ageConfirmed);
    expect(await ctx.app.db.selectFrom("surveyResponses").select("id").execute()).toEqual([]);
  });

  it("thanks in the form's language, right to left for Urdu, with the number kept left to right", async () => {
    const post = (email: string, language: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/survey_responses",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `name=Asha&email=${encodeURIComponent(email)}&phone=9876543210&homeCity=Pune&waitlistConsent=on&ageConfirmed=on&language=${language}`,
      });
    const hindi = await post("asha.thanks.hi@example.in", "hi");
    expect(hindi.statusCode).toBe(201);
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain(`<h1>${escapeHtml(panelCopy("hi").thanks.email)}</h1>`);
    expect(hindi.body).toContain("<strong>asha.thanks.hi@example.in</strong>");
    expect(hindi.body).toContain(escapeHtml(panelCopy("hi").thanks.back));
    expect(hindi.body).not.toContain("check your e-mail");
    const urdu = await post("asha.thanks.ur@example.in", "ur");
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain(`<h1>${escapeHtml(panelCopy("ur").thanks.email)}</h1>`);
  });
});
