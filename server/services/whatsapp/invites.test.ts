import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInviteRequestSchema } from "../../../contract/invites.js";
import { createWhatsappTestApp, deliverAll, messagesOf, signUpVia } from "../../test-support/whatsapp.js";
import { createInvite, type InviteDeps, revokeInvite } from "../invites/invites.js";
import { createInvites } from "../jobs/bulk-create.js";
import type { TemplateComponent } from "./cloud-api.js";

describe("invites by WhatsApp", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  const deps = (): InviteDeps => ({
    db: ctx.app.db,
    log: ctx.app.log,
    config: ctx.app.config,
    inviteMail: ctx.app.inviteMail,
  });
  const invite = (email: string) =>
    createInvite(deps(), createInviteRequestSchema.parse({ email, name: "Asha", allowPlanned: true }));
  const sentTo = (number: string) => ctx.fake.received().filter((message) => message.to === number);

  it("sends stashd_invite with a URL button opening the onboarding page, beside the e-mail", async () => {
    await signUpVia(ctx.app, "invited@example.com", "+919845200001");
    const { inviteId, onboardingLink } = await invite("invited@example.com");
    const code = new URL(onboardingLink).searchParams.get("invite") as string;
    expect(code.startsWith(`${inviteId}.`)).toBe(true);
    await deliverAll(ctx.app);
    const received = sentTo("919845200001").find((m) => m.body.template?.name === "stashd_invite");
    const expiresAt = (
      await ctx.app.db.selectFrom("invites").select("expiresAt").where("id", "=", inviteId).executeTakeFirstOrThrow()
    ).expiresAt;
    expect(received?.body.template).toEqual({
      name: "stashd_invite",
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Bangalore" },
            {
              type: "text",
              text: new Intl.DateTimeFormat("en-IN", {
                day: "numeric",
                month: "short",
                year: "numeric",
                timeZone: "Asia/Kolkata",
              }).format(new Date(expiresAt)),
            },
          ],
        },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
      ],
    });
    // The template's URL is the onboarding link with the link's code as its dynamic part.
    expect(onboardingLink.endsWith(`?invite=${encodeURIComponent(code)}`)).toBe(true);
    const mails = await ctx.app.db
      .selectFrom("mailOutbox")
      .select("inviteId")
      .where("toAddress", "=", "invited@example.com")
      .execute();
    expect(mails.map((m) => m.inviteId)).toContain(inviteId);
  });

  it("adds a Hindi entry's language after the code in the button, as the e-mail's link has it", async () => {
    await signUpVia(ctx.app, "hindi-wa@example.com", "+919845200009", { language: "hi" });
    const { inviteId } = await invite("hindi-wa@example.com");
    await deliverAll(ctx.app);
    const received = sentTo("919845200009").find((m) => m.body.template?.name === "stashd_invite");
    const components = (received?.body.template?.components ?? []) as TemplateComponent[];
    const button = components.find((c) => c.type === "button" && c.sub_type === "url");
    const suffix = button?.type === "button" && button.sub_type === "url" ? button.parameters[0]?.text : "";
    expect(suffix).toMatch(new RegExp(`^${inviteId}\\.[\\w-]+&lang=hi$`, "u"));
    const mail = await ctx.app.db
      .selectFrom("mailOutbox")
      .select("textBody")
      .where("inviteId", "=", inviteId)
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(`/onboarding?invite=${suffix}`);
  });

  it("sends none to people who did not opt in or said STOP", async () => {
    await signUpVia(ctx.app, "no-wa@example.com", "+919845200002", { whatsappOptIn: false });
    const stopped = await signUpVia(ctx.app, "stopped@example.com", "+919845200003");
    await deliverAll(ctx.app);
    await ctx.fake.text("919845200003", "stop");
    await invite("no-wa@example.com");
    await invite("stopped@example.com");
    await deliverAll(ctx.app);
    expect(sentTo("919845200002")).toEqual([]);
    expect(sentTo("919845200003").map((m) => m.body.template?.name)).toEqual(["stashd_confirm"]);
    expect((await messagesOf(ctx.app, stopped)).map((m) => m.kind)).toEqual(["confirm"]);
  });

  it("queues one per person in a bulk invite (waves use it), and sends none for an invite revoked first", async () => {
    const ids = [
      await signUpVia(ctx.app, "bulk-1@example.com", "+919845200011"),
      await signUpVia(ctx.app, "bulk-2@example.com", "+919845200012"),
    ];
    await deliverAll(ctx.app);
    const entries = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["id", "email", "name", "phone", "homeCity"])
      .where("id", "in", ids)
      .execute();
    await createInvites(deps(), entries, async () => {});
    const revoked = await ctx.app.db
      .selectFrom("invites")
      .select("id")
      .where("surveyResponseId", "=", ids[1] as string)
      .executeTakeFirstOrThrow();
    await revokeInvite(deps(), revoked.id);
    await deliverAll(ctx.app);
    expect(sentTo("919845200011").map((m) => m.body.template?.name)).toEqual(["stashd_confirm", "stashd_invite"]);
    expect(sentTo("919845200012").map((m) => m.body.template?.name)).toEqual(["stashd_confirm"]);
  });
});
