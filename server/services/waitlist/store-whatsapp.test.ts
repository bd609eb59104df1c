import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_NOTICE } from "../../../contract/whatsapp.js";
import { signUpFor as signUp } from "../../test-support/sign-ups.js";
import { createTestApp } from "../../test-support/test-app.js";
import { writeSignUps } from "./store.js";
import { writeSignUpsInOneStatement } from "./store-postgres.js";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const writeBatch = postgres ? writeSignUpsInOneStatement : writeSignUps;

describe("a sign-up's WhatsApp consent and confirmation intent, written with the entry", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("keeps the consent and queues the confirmation on WhatsApp instead of the welcome e-mail", async () => {
    const at = "2026-11-27T10:00:00.000Z";
    const [wa, mail, repeat] = await writeBatch(ctx.app.db, [
      signUp({ email: "asha@example.com", phone: "+919845012345", whatsappOptIn: true, whatsappConfirm: true, at }),
      signUp({ email: "ravi@example.com", at }),
      signUp({ email: "asha@example.com", whatsappOptIn: true, whatsappConfirm: true, at }),
    ]);
    const entries = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["id", "email", "whatsappOptInAt", "whatsappNotice", "whatsappStoppedAt"])
      .orderBy("email")
      .execute();
    expect(entries).toEqual([
      {
        id: wa?.id,
        email: "asha@example.com",
        whatsappOptInAt: at,
        whatsappNotice: WHATSAPP_NOTICE.id,
        whatsappStoppedAt: null,
      },
      { id: mail?.id, email: "ravi@example.com", whatsappOptInAt: null, whatsappNotice: null, whatsappStoppedAt: null },
    ]);
    const messages = await ctx.app.db.selectFrom("whatsappMessages").selectAll().execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      surveyResponseId: wa?.id,
      kind: "confirm",
      toNumber: "919845012345",
      status: "pending",
      dueAt: at,
      attempt: 0,
      waMessageId: null,
      body: JSON.stringify({ body: ["Pune"] }),
    });
    // The payload names the intent only: random, none of the person's data in it.
    expect(messages[0]?.confirmPayload).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Ravi gets the welcome e-mail; Asha's repeat is answered by e-mail as every repeat is.
    const pending = await ctx.app.db
      .selectFrom("pendingPersonalMail")
      .select(["email", "kind"])
      .orderBy("email")
      .execute();
    expect(pending).toEqual([
      { email: "asha@example.com", kind: "already" },
      { email: "ravi@example.com", kind: "welcome" },
    ]);
    expect(repeat).toEqual({ id: wa?.id, isNew: false });
  });

  it("records the consent but sends e-mail when WhatsApp is not configured", async () => {
    const at = "2026-11-27T11:00:00.000Z";
    await writeBatch(ctx.app.db, [signUp({ email: "meera@example.com", whatsappOptIn: true, at })]);
    const entry = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["id", "whatsappOptInAt"])
      .where("email", "=", "meera@example.com")
      .executeTakeFirstOrThrow();
    expect(entry.whatsappOptInAt).toBe(at);
    const messages = await ctx.app.db
      .selectFrom("whatsappMessages")
      .select("id")
      .where("surveyResponseId", "=", entry.id)
      .execute();
    expect(messages).toEqual([]);
    const pending = await ctx.app.db
      .selectFrom("pendingPersonalMail")
      .select("kind")
      .where("email", "=", "meera@example.com")
      .execute();
    expect(pending).toEqual([{ kind: "welcome" }]);
  });

  it("erasing the entry removes its messages (ON DELETE CASCADE)", async () => {
    await ctx.app.db.deleteFrom("surveyResponses").where("email", "=", "asha@example.com").execute();
    expect(await ctx.app.db.selectFrom("whatsappMessages").select("id").execute()).toEqual([]);
  });
});
