import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_NAME } from "../../contract/brand.js";
import { EMAIL_COPIES } from "../../contract/email-copy/index.js";
import { escapeHtml } from "../lib/escape-html.js";
import { signUpPayload, tokenIn, waitForMails } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

describe("the e-mails in the language the person signed up in", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" } });
  });
  afterAll(async () => ctx.close());

  const join = async (email: string, language?: string) => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload(email, language ? { language } : {}),
    });
    expect(response.statusCode).toBe(201);
  };

  it("sends a Hindi sign-up its confirmation in Hindi, with its links and the notice in Hindi", async () => {
    await join("asha.hi.mail@example.in", "hi");
    const [mail] = await waitForMails(ctx.app, "asha.hi.mail@example.in");
    const hi = EMAIL_COPIES.hi;
    expect(mail?.subject).toBe(`${BRAND_NAME} प्रतीक्षा सूची में अपनी जगह पक्की करें`);
    const text = mail?.textBody ?? "";
    // Not yet confirmed: the greeting names nobody (a stranger may have typed the name).
    expect(text.startsWith(`${hi.layout.greetingNoName}\n`)).toBe(true);
    expect(text).toContain(hi.personal.welcome.paragraphs[0].replace("{brand}", BRAND_NAME));
    expect(text).toContain(hi.personal.intro);
    expect(text).toContain(`/me?token=${tokenIn(text)}`);
    expect(text).toMatch(/अपनी सहमति वापस लें और प्रतीक्षा सूची छोड़ें: \S+\/api\/v1\/me\/unsubscribe\?token=/u);
    expect(text).toMatch(/हम क्या रखते हैं, क्यों, और आपके अधिकार: \S+\/privacy\/notice\/hi\b/u);
    expect(text).toContain(`${BRAND_NAME} टीम`);
    expect(text).not.toMatch(/Thanks for joining|Questions\?|Hi,|The Stashd team/u);
    const html = mail?.htmlBody ?? "";
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain(escapeHtml(hi.personal.welcome.label));
    expect(html).toContain(escapeHtml(hi.layout.orOpen));
    // List-Unsubscribe stays as it is: mail clients read it, not people.
    expect(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("answers a repeat Hindi sign-up in Hindi too, and an Urdu one right to left", async () => {
    await join("asha.hi.mail@example.in", "hi");
    const [, repeat] = await waitForMails(ctx.app, "asha.hi.mail@example.in", 2);
    expect(repeat?.subject).toBe(`आप पहले से ${BRAND_NAME} प्रतीक्षा सूची में हैं`);
    await join("asha.ur.mail@example.in", "ur");
    const [urdu] = await waitForMails(ctx.app, "asha.ur.mail@example.in");
    expect(urdu?.subject).toBe(`${BRAND_NAME} انتظار کی فہرست میں اپنی جگہ پکی کریں`);
    expect(urdu?.htmlBody).toContain('<html lang="ur" dir="rtl">');
  });

  it("keeps English for a sign-up that named no language", async () => {
    await join("asha.en.mail@example.in");
    const [mail] = await waitForMails(ctx.app, "asha.en.mail@example.in");
    expect(mail?.subject).toBe(`Confirm your spot on the ${BRAND_NAME} waitlist`);
    expect(mail?.textBody.startsWith("Hi,\n")).toBe(true);
    expect(mail?.textBody).toContain(`The ${BRAND_NAME} team`);
    expect(mail?.htmlBody).toContain('<html lang="en-IN" dir="ltr">');
  });
});
