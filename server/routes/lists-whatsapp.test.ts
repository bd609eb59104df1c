import { describe, expect, it } from "vitest";
import type { WhatsappMessagesTable } from "../db/schema.js";
import { addEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

let n = 0;
/** A message row as the delivery loop leaves it; only what the staff views read is varied. */
function message(entryId: string, fields: Partial<WhatsappMessagesTable>): WhatsappMessagesTable {
  n += 1;
  const at = fields.createdAt ?? `2026-11-27T10:00:${String(n).padStart(2, "0")}.000Z`;
  return {
    id: `wa-${String(n).padStart(4, "0")}`,
    surveyResponseId: entryId,
    inviteId: null,
    kind: "confirm",
    toNumber: "919876543210",
    body: "{}",
    confirmPayload: null,
    payloadUsedAt: null,
    status: "sent",
    waMessageId: null,
    attempt: 1,
    dueAt: null,
    error: null,
    createdAt: at,
    updatedAt: at,
    fallbackAt: null,
    ...fields,
  };
}

describe("the channel and the last WhatsApp status on the staff waitlist", () => {
  it("shows each row's channel and its newest message's status, the fallback too, in the list and the detail", async () => {
    const at = "2026-11-27T09:00:00.000Z";
    const read = await addEntry(ctx.app, {
      email: "wa-read@example.in",
      whatsappOptInAt: at,
      whatsappNotice: "wa-2026-11",
    });
    const fellBack = await addEntry(ctx.app, { email: "wa-fallback@example.in", whatsappOptInAt: at });
    const stopped = await addEntry(ctx.app, {
      email: "wa-stopped@example.in",
      whatsappOptInAt: at,
      whatsappStoppedAt: "2026-11-27T11:00:00.000Z",
    });
    const mailOnly = await addEntry(ctx.app, { email: "mail-only@example.in" });
    await ctx.app.db
      .insertInto("whatsappMessages")
      .values([
        // The confirmation was read; a later invite is the newest and only delivered so far.
        message(read.id, { status: "read", createdAt: "2026-11-27T10:00:00.000Z" }),
        message(read.id, { kind: "invite", status: "delivered", createdAt: "2026-11-27T12:00:00.000Z" }),
        message(fellBack.id, { status: "failed", fallbackAt: "2026-11-27T10:00:05.000Z" }),
        message(stopped.id, { status: "delivered" }),
      ])
      .execute();

    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/survey_responses?q=example.in",
      headers: ctx.staff,
    });
    expect(list.statusCode).toBe(200);
    const byEmail = new Map(
      (list.json().items as { email: string; channel: string; whatsapp: unknown }[]).map((row) => [
        row.email,
        { channel: row.channel, whatsapp: row.whatsapp },
      ]),
    );
    expect(byEmail.get("wa-read@example.in")).toEqual({
      channel: "whatsapp",
      whatsapp: { kind: "invite", status: "delivered", fallback: false },
    });
    expect(byEmail.get("wa-fallback@example.in")).toEqual({
      channel: "whatsapp",
      whatsapp: { kind: "confirm", status: "failed", fallback: true },
    });
    // STOP: e-mail from now on, the last message's status still on show.
    expect(byEmail.get("wa-stopped@example.in")).toEqual({
      channel: "email",
      whatsapp: { kind: "confirm", status: "delivered", fallback: false },
    });
    expect(byEmail.get("mail-only@example.in")).toEqual({ channel: "email", whatsapp: null });

    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/survey_responses/${fellBack.id}`,
      headers: ctx.staff,
    });
    expect(detail.json()).toMatchObject({ channel: "whatsapp", whatsapp: { status: "failed", fallback: true } });
    const plain = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/survey_responses/${mailOnly.id}`,
      headers: ctx.staff,
    });
    expect(plain.json()).toMatchObject({ channel: "email", whatsapp: null });
  });
});
