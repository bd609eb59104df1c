import { describe, expect, it } from "vitest";
import { addEntry, inviteCode, inviteEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

/**
 * The onboarding link's code is the credential (services/invites/onboarding-code.ts): the invite's id and
 * its seal. The id alone, which the database and the staff list hold, opens nothing.
 */
const ctx = appWithStaff();

const summaryOf = (code: string) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/onboarding/${encodeURIComponent(code)}` });
const signUpWith = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/v1/onboarding", payload });

async function newInvite(email: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers: ctx.staff,
    payload: { email, name: "Sealed", phone: "+919812345678" },
  });
  return response.json() as { inviteId: string; onboardingLink: string };
}

describe("onboarding codes", () => {
  it("opens with the link's sealed code, never with the invite's id alone or a wrong seal", async () => {
    const { inviteId, onboardingLink } = await newInvite("sealed@example.in");
    const code = new URL(onboardingLink).searchParams.get("invite") as string;
    expect(code).toBe(inviteCode(ctx.app, inviteId));
    const listed = await ctx.app.inject({ method: "GET", url: "/api/v1/invites/all", headers: ctx.staff });
    const shown = listed.json().invites.find((i: { inviteId: string }) => i.inviteId === inviteId);
    expect(shown.onboardingLink).toBe(onboardingLink);

    const payload = { name: "Sealed", phone: "+919812345678", acceptTerms: true };
    const forged = `${inviteId}.${"A".repeat(43)}`;
    for (const guess of [inviteId, forged, `${inviteId}.`, code.slice(0, -1)]) {
      expect((await summaryOf(guess)).statusCode, guess).toBe(404);
      expect((await signUpWith({ ...payload, invite: guess })).statusCode, guess).toBe(404);
    }
    expect((await summaryOf(code)).json().email).toBe("sealed@example.in");
    expect((await signUpWith({ ...payload, invite: code })).statusCode).toBe(201);
  });

  it("keeps an invite made before sealed links opening with its bare id until it is sent again", async () => {
    const invite = (await newInvite("before@example.in")).inviteId;
    // As the migration leaves an invite made before seals.
    await ctx.app.db.updateTable("invites").set({ bareLink: 1 }).where("id", "=", invite).execute();
    expect((await summaryOf(invite)).statusCode).toBe(200);
    expect((await summaryOf(inviteCode(ctx.app, invite))).statusCode).toBe(200);
    const resent = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${invite}/resend`,
      headers: ctx.staff,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect((await summaryOf(invite)).statusCode).toBe(404);
    expect((await summaryOf(inviteCode(ctx.app, invite))).statusCode).toBe(200);
  });

  it("opens a Hindi entry's e-mailed link by its code alone, whatever its language hint says", async () => {
    const entry = await addEntry(ctx.app, { email: "hindi-link@example.in", language: "hi" });
    const inviteId = await inviteEntry(ctx.app, ctx.staff, entry);
    const mail = await ctx.app.db
      .selectFrom("mailOutbox")
      .select("textBody")
      .where("inviteId", "=", inviteId)
      .executeTakeFirstOrThrow();
    const link = mail.textBody.match(/https?:\/\/\S+\/onboarding\?\S+/u)?.[0] ?? "";
    expect(link.endsWith("&lang=hi")).toBe(true);
    // A hint the page does not know, as a hand-edited link may carry: the code is the same, and it opens.
    const garbled = new URL(link.replace("&lang=hi", "&lang=xx"));
    const code = garbled.searchParams.get("invite") as string;
    expect(code).toBe(inviteCode(ctx.app, inviteId));
    const summary = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/onboarding/${encodeURIComponent(code)}?lang=xx`,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().language).toBe("hi");
    const payload = { invite: code, name: "Asha", phone: "+919812345678", acceptTerms: true };
    expect((await signUpWith(payload)).statusCode).toBe(201);
  });
});
