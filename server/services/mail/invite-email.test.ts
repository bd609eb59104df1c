import { describe, expect, it } from "vitest";
import { EMAIL_COPIES } from "../../../contract/email-copy/index.js";
import { inviteEmail } from "./invite-email.js";

const input = {
  to: "asha@example.in",
  name: 'Asha "A" <Rao>',
  onboardingLink: "https://stashd.example/onboarding?invite=abc&x=1",
  expiresAt: "2026-12-06T20:00:00.000Z",
  brandName: "Stashd",
  contactEmail: "hello@stashd.example",
  inviteId: "abc",
};

describe("inviteEmail", () => {
  it("carries the link, the end date in India and the contact address in the plain-text part", () => {
    const mail = inviteEmail(input);
    expect(mail.subject).toBe("Your Stashd invite");
    expect(mail.text).toContain('Hi Asha "A" <Rao>,');
    expect(mail.text).toContain(input.onboardingLink);
    // 8 pm UTC on 6 Dec is already 7 Dec in India.
    expect(mail.text).toContain("7 December 2026");
    expect(mail.text).toContain("hello@stashd.example");
  });

  it("escapes what came from the waitlist form inside the HTML part", () => {
    const { html } = inviteEmail(input);
    expect(html).toContain("Hi Asha &quot;A&quot; &lt;Rao&gt;,");
    expect(html).not.toContain("<Rao>");
    expect(html).toContain('href="https://stashd.example/onboarding?invite=abc&amp;x=1"');
  });

  it("greets without a name when staff left it empty", () => {
    expect(inviteEmail({ ...input, name: "" }).text.startsWith("Hi,\n")).toBe(true);
  });

  it("speaks the language of the invite's waitlist entry, its date written in that language", () => {
    const mail = inviteEmail({ ...input, name: "आशा", language: "hi" });
    const hi = EMAIL_COPIES.hi;
    expect(mail.subject).toBe("आपका Stashd आमंत्रण");
    expect(mail.text.startsWith("नमस्ते आशा,\n")).toBe(true);
    expect(mail.text).toContain(hi.invite.paragraph.replace("{brand}", "Stashd"));
    expect(mail.text).toContain(`${hi.invite.intro}\n${input.onboardingLink}`);
    // The Devanagari month, the digits as everywhere in the product; still India's day.
    expect(mail.text).toContain("यह लिंक 7 दिसंबर 2026 तक काम करेगा।");
    expect(mail.text).toContain("Stashd टीम");
    expect(mail.text).not.toMatch(/Your spot|Complete your signup|works until|December|Questions\?|Hi /u);
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.html).toContain(hi.invite.label);
    expect(mail.html).toContain(hi.layout.orOpen);
  });

  it("writes an Urdu invite right to left", () => {
    const mail = inviteEmail({ ...input, language: "ur" });
    expect(mail.subject).toBe("آپ کا Stashd دعوت نامہ");
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
  });

  it("stays English for an invite without a language, or with one we do not know", () => {
    for (const language of [null, undefined, "xx"]) {
      const mail = inviteEmail({ ...input, language });
      expect(mail.subject).toBe("Your Stashd invite");
      expect(mail.text).toContain("The link works until 7 December 2026.");
      expect(mail.html).toContain('<html lang="en-IN" dir="ltr">');
    }
  });
});
