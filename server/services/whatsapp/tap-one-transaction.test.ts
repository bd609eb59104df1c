import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsappTestApp, deliverAll, messagesOf, signUpVia } from "../../test-support/whatsapp.js";

/**
 * A tap marks its payload used, confirms the entry and queues the reply in one transaction: a failure
 * between the steps (here the reply's insert, refused by a trigger) leaves none of them, so Meta's retry of
 * the same tap confirms the person and replies once.
 */
describe("a confirmation tap commits all of its writes or none", () => {
  let ctx: Awaited<ReturnType<typeof createWhatsappTestApp>>;
  beforeAll(async () => {
    ctx = await createWhatsappTestApp();
  });
  afterAll(async () => ctx.close());

  const refuseReplies = async (on: boolean) => {
    const db = ctx.app.db;
    if (ctx.app.dialect === "sqlite") {
      await sql
        .raw(
          on
            ? `create trigger refuse_reply before insert on whatsapp_messages when new.kind = 'reply'
               begin select raise(abort, 'the reply could not be queued'); end`
            : "drop trigger refuse_reply",
        )
        .execute(db);
      return;
    }
    await sql
      .raw(
        on
          ? `create function refuse_reply() returns trigger language plpgsql as $$
             begin raise exception 'the reply could not be queued'; end $$;
             create trigger refuse_reply before insert on whatsapp_messages for each row
             when (new.kind = 'reply') execute function refuse_reply();`
          : "drop trigger refuse_reply on whatsapp_messages; drop function refuse_reply();",
      )
      .execute(db);
  };

  it("leaves the person unconfirmed and the payload unused when the reply fails, and the retry confirms", async () => {
    const id = await signUpVia(ctx.app, "half@example.com", "+919845000077");
    await deliverAll(ctx.app);
    const [confirm] = await messagesOf(ctx.app, id);
    const payload = confirm?.confirmPayload as string;

    await refuseReplies(true);
    const failed = await ctx.fake.tap("919845000077", payload);
    expect(failed.status).toBeGreaterThanOrEqual(500); // Meta retries a webhook it could not deliver
    await refuseReplies(false);
    const entry = () =>
      ctx.app.db.selectFrom("surveyResponses").select("confirmedAt").where("id", "=", id).executeTakeFirstOrThrow();
    expect((await entry()).confirmedAt).toBeNull();
    expect((await messagesOf(ctx.app, id)).map((m) => [m.kind, m.payloadUsedAt])).toEqual([["confirm", null]]);

    expect((await ctx.fake.tap("919845000077", payload)).status).toBe(200);
    expect((await entry()).confirmedAt).not.toBeNull();
    expect((await messagesOf(ctx.app, id)).map((m) => m.kind).sort()).toEqual(["confirm", "reply"]);
  });
});
