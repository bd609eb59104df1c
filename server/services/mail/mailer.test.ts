import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the outbox (no SMTP_URL)", () => {
  // The outbox is keyed by id: ids in time order add each batch at the end of the key index, a page or two,
  // where random ids rewrote a page per message in the sign-up thread's commits (docs/history.md, 263).
  it("keeps every message, with ids that sort in the order they were sent", async () => {
    for (let i = 0; i < 10; i++) {
      await ctx.app.mailer.send({ to: `o${i}@example.in`, subject: `n${i}`, text: "t", html: "<p>t</p>" });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const rows = await ctx.app.db.selectFrom("mailOutbox").select(["id", "subject"]).orderBy("id").execute();
    expect(rows.map((row) => row.subject)).toEqual(Array.from({ length: 10 }, (_, i) => `n${i}`));
  });
});
