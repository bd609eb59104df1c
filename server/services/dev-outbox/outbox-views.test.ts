import { describe, expect, it } from "vitest";
import { mailPreview } from "./mail-preview.js";
import type { OutboxMail, OutboxWhatsapp } from "./outbox-rows.js";
import { whatsappBubble } from "./whatsapp-bubble.js";

const message = (row: Partial<OutboxWhatsapp>): OutboxWhatsapp => ({
  id: "m1",
  kind: "confirm",
  toNumber: "919845012345",
  body: JSON.stringify({ body: ["Pune"] }),
  status: "sent",
  fallbackAt: null,
  createdAt: "2026-11-28T09:00:00.000Z",
  tappable: true,
  ...row,
});

describe("a WhatsApp message in the dev outbox", () => {
  it("is the confirmation's words with a Confirm that taps it, and a spent Confirm that cannot", () => {
    const bubble = whatsappBubble(message({}), "http://localhost:4000");
    expect(bubble).toContain("You asked to join the Stashd waitlist for Pune. Tap Confirm");
    expect(bubble).toContain("Reply STOP to stop WhatsApp messages.");
    expect(bubble).toContain('action="/dev/outbox/m1/confirm"');
    const spent = whatsappBubble(message({ tappable: false }), "http://localhost:4000");
    expect(spent).not.toContain("<form");
    expect(spent).toContain('aria-disabled="true">Confirm</span>');
  });

  it("is an invite whose button opens the onboarding page at the site's own address", () => {
    const body = JSON.stringify({ body: ["Pune", "11 Dec 2026"], url: "inv%2Fa1" });
    const bubble = whatsappBubble(message({ kind: "invite", body, tappable: false }), "http://localhost:4000");
    expect(bubble).toContain("Your Stashd invite for Pune is here. Set up your account before 11 Dec 2026;");
    expect(bubble).toContain('href="http://localhost:4000/onboarding?invite=inv%2Fa1">Accept invite</a>');
  });

  it("is a breach's notice in the template's words, its button opening the personal page", () => {
    const parts = [
      "28 November 2026",
      "A backup leaked.",
      "name, email",
      "Little.",
      "Closed it.",
      "Nothing.",
      "g@x.in",
    ];
    const body = JSON.stringify({ body: parts });
    const bubble = whatsappBubble(message({ kind: "notice", body, tappable: false }), "http://localhost:4000");
    expect(bubble).toContain(
      "An important notice from Stashd about your data. On 28 November 2026 we found this: A backup",
    );
    expect(bubble).toContain("Questions or a complaint: g@x.in");
    expect(bubble).toContain('href="http://localhost:4000/me">Open my page</a>');
  });

  it("is a reply's text, saying where the personal link goes, and shows the person's words as text", () => {
    const body = JSON.stringify({ text: "You're #3 <b>in line</b>.", personalLink: true });
    const bubble = whatsappBubble(message({ kind: "reply", body, tappable: false }), "http://localhost:4000");
    expect(bubble).toContain("You&#39;re #3 &lt;b&gt;in line&lt;/b&gt;.\n\nYour personal page: (a new personal link");
    expect(bubble).not.toContain("<b>");
  });
});

describe("an e-mail in the dev outbox", () => {
  const mail = (htmlBody: string): OutboxMail => ({
    id: "e1",
    toAddress: "asha@example.in",
    subject: 'Your "spot"',
    textBody: "Open http://localhost:4000/me?token=abc",
    htmlBody,
    createdAt: "2026-11-28T09:00:00.000Z",
  });

  it("is its HTML in a frame that runs nothing, whose links open in the outbox's tab", () => {
    const preview = mailPreview(mail('<p>Hi</p><a href="http://localhost:4000/me?token=abc">Open</a>'));
    expect(preview).toContain('title="E-mail: Your &quot;spot&quot;"');
    const sandbox = /sandbox="([^"]*)"/.exec(preview)?.[1];
    expect(sandbox).toBe("allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox");
    expect(preview).toContain(
      'srcdoc="&lt;p&gt;Hi&lt;/p&gt;&lt;a target=&quot;_top&quot; href=&quot;http://localhost:4000/me?token=abc&quot;&gt;Open&lt;/a&gt;"',
    );
    expect(preview).toContain("<pre>Open http://localhost:4000/me?token=abc</pre>");
  });

  it("cannot leave its frame, whatever its HTML holds", () => {
    const preview = mailPreview(mail('"></iframe><script>alert(1)</script>'));
    expect(preview).not.toContain("<script>");
    expect(preview.match(/<\/iframe>/g)).toHaveLength(1);
  });
});
