import { describe, expect, it } from "vitest";
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
});
