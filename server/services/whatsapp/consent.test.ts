import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_NOTICE, whatsappActive } from "../../../contract/whatsapp.js";
import { signUpFor } from "../../test-support/sign-ups.js";
import { createTestApp } from "../../test-support/test-app.js";
import { writeSignUps } from "../waitlist/store.js";
import { writeSignUpsInOneStatement } from "../waitlist/store-postgres.js";
import { setWhatsappChoice } from "./consent.js";
import { numberSecret } from "./number-stops.js";

const writeBatch = process.env.TEST_DATABASE_URL ? writeSignUpsInOneStatement : writeSignUps;

describe("the WhatsApp switch", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("turns off keeping the consent record and the place; on again is a new consent", async () => {
    const [result] = await writeBatch(ctx.app.db, [signUpFor({ whatsappOptIn: true, at: "2026-11-27T09:00:00.000Z" })]);
    const id = result?.id as string;
    const read = () =>
      ctx.app.db
        .selectFrom("surveyResponses")
        .select(["whatsappOptInAt", "whatsappNotice", "whatsappStoppedAt", "queueMs"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const before = await read();
    await setWhatsappChoice(ctx.app.db, numberSecret(ctx.app.config), id, false, "2026-11-27T10:00:00.000Z");
    const off = await read();
    expect(off).toEqual({ ...before, whatsappStoppedAt: "2026-11-27T10:00:00.000Z" });
    expect(whatsappActive(off)).toBe(false);
    await setWhatsappChoice(ctx.app.db, numberSecret(ctx.app.config), id, true, "2026-11-27T11:00:00.000Z");
    const on = await read();
    expect(on).toEqual({
      whatsappOptInAt: "2026-11-27T11:00:00.000Z",
      whatsappNotice: WHATSAPP_NOTICE.id,
      whatsappStoppedAt: null,
      queueMs: before.queueMs,
    });
    expect(whatsappActive(on)).toBe(true);
  });
});
