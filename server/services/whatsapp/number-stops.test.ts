import { afterAll, beforeAll, expect, it } from "vitest";
import { mailsTo, tokenIn } from "../../test-support/personal-mail.js";
import { createWhatsappTestApp, deliverAll, signUpVia } from "../../test-support/whatsapp.js";
import { eraseWaitlistEntry } from "../erasure/erase-person.js";

/**
 * A STOP holds for the number itself (docs/product.md, WhatsApp): a new sign-up with the number, even after
 * the entry that said it is erased, gets no template until the number opts in again; and a number gets at
 * most one confirmation template a day, whatever the sign-ups.
 */
let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
beforeAll(async () => {
  ctx = await createWhatsappTestApp();
});
afterAll(async () => ctx.close());

const templatesTo = (number: string) =>
  ctx.fake.received().filter((message) => message.to === number && message.body.type === "template");
const stoppedAt = async (id: string) =>
  (await ctx.app.db.selectFrom("surveyResponses").select("whatsappStoppedAt").where("id", "=", id).executeTakeFirst())
    ?.whatsappStoppedAt;

it("keeps a STOP for the number past the entry's erasure, until the number says START", async () => {
  const first = await signUpVia(ctx.app, "stop-first@example.in", "+919845100001");
  await deliverAll(ctx.app);
  expect(templatesTo("919845100001")).toHaveLength(1);
  expect((await ctx.fake.text("919845100001", "STOP")).status).toBe(200);
  await eraseWaitlistEntry(ctx.app.db, first);

  // Someone signs up anew with the number: no template; the e-mail confirms instead, and the entry shows stopped.
  const again = await signUpVia(ctx.app, "stop-again@example.in", "+919845100001");
  await deliverAll(ctx.app);
  expect(templatesTo("919845100001")).toHaveLength(1);
  expect(await mailsTo(ctx.app, "stop-again@example.in")).toHaveLength(1);
  expect(await stoppedAt(again)).not.toBeNull();

  // The number keeps no trace but a keyed hash: no row holds its digits.
  const kept = await ctx.app.db.selectFrom("whatsappNumbers").selectAll().execute();
  expect(JSON.stringify(kept)).not.toContain("9845100001");

  // START from the number opts it in again: its entry takes WhatsApp once more.
  expect((await ctx.fake.text("919845100001", "Start")).status).toBe(200);
  expect(await stoppedAt(again)).toBeNull();
});

it("keeps an opt-out from the personal page for the number, until a personal page turns it on again", async () => {
  const id = await signUpVia(ctx.app, "page-off@example.in", "+919845100002", { whatsappOptIn: false });
  await ctx.app.personalMail.drain();
  const [mail] = await mailsTo(ctx.app, "page-off@example.in");
  const token = tokenIn(mail?.textBody ?? "");
  const patch = (whatsappOptIn: boolean) =>
    ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${token}` },
      payload: { whatsappOptIn },
    });
  expect((await patch(true)).statusCode).toBe(200);
  expect((await patch(false)).statusCode).toBe(200);
  await eraseWaitlistEntry(ctx.app.db, id);
  await signUpVia(ctx.app, "page-again@example.in", "+919845100002");
  await deliverAll(ctx.app);
  expect(templatesTo("919845100002")).toEqual([]);
  const [fallback] = await mailsTo(ctx.app, "page-again@example.in");
  expect(fallback).toBeDefined();

  // Its owner ticks WhatsApp on again on the personal page: the number takes templates once more.
  const on = await ctx.app.inject({
    method: "PATCH",
    url: "/api/v1/me",
    headers: { authorization: `Bearer ${tokenIn(fallback?.textBody ?? "")}` },
    payload: { whatsappOptIn: true },
  });
  expect(on.statusCode).toBe(200);
  await signUpVia(ctx.app, "page-third@example.in", "+919845100002");
  await deliverAll(ctx.app);
  expect(templatesTo("919845100002")).toHaveLength(1);
});

it("sends one number at most one confirmation template a day, whatever the sign-ups", async () => {
  for (const [i, email] of ["day-1@example.in", "day-2@example.in", "day-3@example.in"].entries()) {
    const id = await signUpVia(ctx.app, email, "+919845100003");
    await deliverAll(ctx.app);
    // The first by WhatsApp; each later one by e-mail, and the first erased in between changes nothing.
    if (i === 0) await eraseWaitlistEntry(ctx.app.db, id);
  }
  // Two sign-ups in one run: still one template between them.
  await signUpVia(ctx.app, "day-4@example.in", "+919845100004");
  await signUpVia(ctx.app, "day-5@example.in", "+919845100004");
  await deliverAll(ctx.app);
  expect(templatesTo("919845100003")).toHaveLength(1);
  expect(templatesTo("919845100004")).toHaveLength(1);
  for (const email of ["day-2@example.in", "day-3@example.in"]) expect(await mailsTo(ctx.app, email)).toHaveLength(1);
  const byMail = [...(await mailsTo(ctx.app, "day-4@example.in")), ...(await mailsTo(ctx.app, "day-5@example.in"))];
  expect(byMail).toHaveLength(1);
});
