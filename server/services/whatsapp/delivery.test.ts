import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailsTo } from "../../test-support/personal-mail.js";
import { createTestApp } from "../../test-support/test-app.js";
import { createWhatsappTestApp, deliverAll, messagesOf, signUpVia } from "../../test-support/whatsapp.js";
import { erasePerson } from "../erasure/erase-person.js";

describe("WhatsApp delivery and its e-mail fallback", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  const sentTo = (number: string) => ctx.fake.received().filter((message) => message.to === number);

  it("falls back to the personal-link e-mail when the API refuses the number for good", async () => {
    ctx.fake.refuse("919845100001", 131026);
    const id = await signUpVia(ctx.app, "not-on-whatsapp@example.com", "+919845100001");
    await deliverAll(ctx.app);
    const [message] = await messagesOf(ctx.app, id);
    expect(message).toMatchObject({ status: "failed", dueAt: null, waMessageId: null, fallbackAt: expect.any(String) });
    expect(message?.error).toMatch(/131026/);
    // The API's text named the number; what is stored does not.
    expect(message?.error).not.toMatch(/9845100001/);
    const mails = await mailsTo(ctx.app, "not-on-whatsapp@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/\/me\?token=/);
  });

  it("falls back to e-mail when a `failed` status arrives, once however often it is repeated", async () => {
    const id = await signUpVia(ctx.app, "failed-later@example.com", "+919845100002");
    await deliverAll(ctx.app);
    const [sent] = await messagesOf(ctx.app, id);
    expect(sent?.status).toBe("sent");
    expect(await mailsTo(ctx.app, "failed-later@example.com")).toEqual([]);
    for (let i = 0; i < 2; i++) {
      expect((await ctx.fake.status(sent?.waMessageId as string, "failed")).status).toBe(200);
    }
    await vi.waitFor(async () => expect(await mailsTo(ctx.app, "failed-later@example.com")).toHaveLength(1));
    await ctx.app.personalMail.drain();
    expect(await mailsTo(ctx.app, "failed-later@example.com")).toHaveLength(1);
    expect((await messagesOf(ctx.app, id))[0]).toMatchObject({ status: "failed", fallbackAt: expect.any(String) });
  });

  it("tries again after a 429 or a 5xx, and sends once it is accepted", async () => {
    ctx.fake.failNext(1, 429);
    ctx.fake.failNext(1, 503);
    const id = await signUpVia(ctx.app, "busy@example.com", "+919845100003");
    await vi.waitFor(
      async () => {
        await ctx.app.whatsapp?.drain();
        expect((await messagesOf(ctx.app, id))[0]?.status).toBe("sent");
      },
      { timeout: 5_000, interval: 100 },
    );
    // The 429 was a pause, not an attempt: the 503 and the send that went are the two counted.
    const [message] = await messagesOf(ctx.app, id);
    expect(message?.attempt).toBe(2);
    expect(sentTo("919845100003")).toHaveLength(1);
    expect(await mailsTo(ctx.app, "busy@example.com")).toEqual([]);
  });

  // Three 429s in a row sent the person to e-mail (the e-mail's three retries). Now each is a pause of
  // about 1, 2 and 4 s, and the confirmation still goes by WhatsApp well within a minute.
  it("after three 429s in a row the confirmation still goes by WhatsApp, and no e-mail", {
    timeout: 70_000,
  }, async () => {
    ctx.fake.failNext(3, 429);
    const started = Date.now();
    const id = await signUpVia(ctx.app, "throttled@example.com", "+919845100007");
    await vi.waitFor(
      async () => {
        await ctx.app.whatsapp?.drain();
        expect((await messagesOf(ctx.app, id))[0]?.status).toBe("sent");
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_000);
    expect(sentTo("919845100007")).toHaveLength(1);
    expect((await messagesOf(ctx.app, id))[0]?.attempt).toBe(1);
    await ctx.app.personalMail.drain();
    expect(await mailsTo(ctx.app, "throttled@example.com")).toEqual([]);
  });

  it("gives up after the last retry and sends the e-mail instead", async () => {
    ctx.fake.failNext(3, 500);
    const id = await signUpVia(ctx.app, "always-down@example.com", "+919845100004");
    await vi.waitFor(
      async () => {
        await deliverAll(ctx.app);
        expect(await mailsTo(ctx.app, "always-down@example.com")).toHaveLength(1);
      },
      { timeout: 5_000, interval: 100 },
    );
    expect((await messagesOf(ctx.app, id))[0]).toMatchObject({ status: "failed", attempt: 3 });
    expect(sentTo("919845100004")).toEqual([]);
  });

  it("erasing the person leaves none of their messages", async () => {
    const id = await signUpVia(ctx.app, "erase-me@example.com", "+919845100005");
    await deliverAll(ctx.app);
    expect(await messagesOf(ctx.app, id)).toHaveLength(1);
    await erasePerson(ctx.app.db, "erase-me@example.com");
    expect(await messagesOf(ctx.app, id)).toEqual([]);
    const left = await ctx.app.db
      .selectFrom("whatsappMessages")
      .select("id")
      .where("toNumber", "=", "919845100005")
      .execute();
    expect(left).toEqual([]);
  });
});

describe("without WHATSAPP_TOKEN", () => {
  it("records the consent and sends the confirmation by e-mail; the webhook does not exist", async () => {
    const ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
    try {
      expect(ctx.app.whatsapp).toBeUndefined();
      const id = await signUpVia(ctx.app, "email-only@example.com", "+919845100006");
      await ctx.app.personalMail.drain();
      expect(await mailsTo(ctx.app, "email-only@example.com")).toHaveLength(1);
      expect(await messagesOf(ctx.app, id)).toEqual([]);
      const hook = await ctx.app.inject({ method: "GET", url: "/api/v1/whatsapp/webhook?hub.mode=subscribe" });
      expect(hook.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("erasure of a WhatsApp sign-up on SQLite", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  /** Files of DATA_DIR holding one of the texts as raw bytes. */
  const bytesFound = (texts: string[]) =>
    fs.readdirSync(ctx.config.dataDir).flatMap((name) => {
      const file = path.join(ctx.config.dataDir, name);
      if (!fs.statSync(file).isFile()) return [];
      const bytes = fs.readFileSync(file);
      return texts.filter((text) => bytes.includes(Buffer.from(text))).map((text) => `${name}: ${text}`);
    });

  it("leaves no byte of the number, the payload or the reply behind", async () => {
    const id = await signUpVia(ctx.app, "wa-erase@example.com", "+919845177771");
    await deliverAll(ctx.app);
    const [confirm] = await messagesOf(ctx.app, id);
    await ctx.fake.tap("919845177771", confirm?.confirmPayload as string);
    await deliverAll(ctx.app);
    const token = /\/me\?token=([\w-]+)/.exec(JSON.stringify(ctx.fake.received().at(-1)?.body))?.[1] as string;
    const needles = ["919845177771", confirm?.confirmPayload as string, confirm?.waMessageId as string];
    expect(bytesFound(needles).length).toBeGreaterThan(0);
    const gone = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(204);
    await vi.waitFor(() => expect(bytesFound(needles)).toEqual([]), { timeout: 5_000, interval: 100 });
  });
});
