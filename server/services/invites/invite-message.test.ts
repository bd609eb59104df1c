import { describe, expect, it } from "vitest";
import type { InvitesTable } from "../../db/schema.js";
import { inviteMessage } from "./invite-mail.js";

const config = {
  publicUrl: "https://stashd.test",
  contactEmail: "hello@stashd.test",
  secondFactorKey: "invite-message-test-key-of-at-least-32-characters",
  dataDir: "",
};

const row: InvitesTable = {
  id: "inviteid123",
  email: "asha@example.in",
  name: "Asha",
  phone: "+919876543210",
  source: "survey",
  status: "pending",
  surveyResponseId: "entry1",
  lastError: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  sentAt: null,
  expiresAt: "2026-12-01T00:00:00.000Z",
  acceptedAt: null,
  revokedAt: null,
  bareLink: 0,
};

/** The onboarding link the e-mail's text carries. */
const linkIn = (text: string) => text.match(/https:\/\/stashd\.test\/onboarding\?\S+/u)?.[0] ?? "";

describe("the invite e-mail's link", () => {
  it("carries a Hindi entry's language after the code", () => {
    const link = linkIn(inviteMessage(config, row, "hi").text);
    expect(link).toMatch(/^https:\/\/stashd\.test\/onboarding\?invite=inviteid123\.[\w-]+&lang=hi$/u);
    const html = inviteMessage(config, row, "hi").html;
    expect(html).toContain(`${link.replace("&", "&amp;")}"`);
  });

  it("keeps the bare link for an English entry, a manual invite and an unknown language", () => {
    const bare = linkIn(inviteMessage(config, { ...row, surveyResponseId: null }, null).text);
    expect(bare).toMatch(/^https:\/\/stashd\.test\/onboarding\?invite=inviteid123\.[\w-]+$/u);
    expect(linkIn(inviteMessage(config, row, "en").text)).toBe(bare);
    expect(linkIn(inviteMessage(config, row, "xx").text)).toBe(bare);
  });

  it("seals the same code whatever the language", () => {
    const code = (language: string | null) =>
      new URL(linkIn(inviteMessage(config, row, language).text)).searchParams.get("invite");
    expect(code("ur")).toBe(code(null));
  });
});
