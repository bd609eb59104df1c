import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeksToWait } from "../../contract/hub-rules.js";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" } });
  await ctx.app.db.updateTable("cities").set({ weeklyCapacity: 2 }).where("name", "=", "Bangalore").execute();
});
afterAll(async () => ctx.close());

const me = async (token: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/v1/me", headers: { authorization: `Bearer ${token}` } })).json();

/** Joins, confirms by hand and sets the key, so that the order of the lines is certain. */
async function join(email: string, homeCity: string, queueMs: number, confirmed = true) {
  const token = await joinAndGetToken(ctx.app, email, { homeCity });
  await ctx.app.db
    .updateTable("surveyResponses")
    .set({ queueMs, confirmedAt: confirmed ? new Date().toISOString() : null })
    .where("email", "=", email)
    .execute();
  return token;
}

describe("the personal page's place is among the people waiting for the same home city", () => {
  it("counts only the city's line, says how many wait in it, and the estimate rests on the same place", async () => {
    const base = Date.parse("2026-11-01T00:00:00.000Z");
    // Mumbai people ahead of everyone: they are not in Bangalore's line.
    for (const i of [0, 1, 2]) await join(`mum${i}@example.in`, "Mumbai", base + i);
    const first = await join("blr0@example.in", "Bangalore", base + 10);
    const second = await join("blr1@example.in", "Bangalore", base + 11);
    const third = await join("blr2@example.in", "Bangalore", base + 12);
    // Unconfirmed: not in the line, so not counted ahead of anyone.
    const unconfirmed = await join("blr-u@example.in", "Bangalore", base + 5, false);

    const views = [await me(first), await me(second), await me(third)];
    expect(views.map((v) => [v.position, v.positionOf])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // At 2 a week and the default acceptance rate (0.5): the estimate's place is the page's place.
    expect(views.map((v) => v.wait)).toEqual(
      [1, 2, 3].map((place) => ({ kind: "live", city: "Bangalore", weeks: weeksToWait(place, 2, 0.5) })),
    );
    const mumbai = await me(await join("mum3@example.in", "Mumbai", base + 3));
    expect([mumbai.position, mumbai.positionOf]).toEqual([4, 4]);

    // Not yet confirmed: the place confirming would give them, in a line counting them.
    expect(await me(unconfirmed)).toMatchObject({ position: 1, positionOf: 4, wait: { kind: "unconfirmed" } });
  });

  it("gives everyone reading at the same moment one N, never below their place, as the line grows", async () => {
    const base = Date.parse("2026-11-02T00:00:00.000Z");
    const front = await join("del0@example.in", "Delhi NCR", base);
    expect(await me(front)).toMatchObject({ position: 1, positionOf: 1 });
    // Three more join behind within seconds: the line's count must not lag behind the places.
    const behind = [];
    for (const i of [1, 2, 3]) behind.push(await join(`del${i}@example.in`, "Delhi NCR", base + i));
    const views = [await me(front), ...(await Promise.all(behind.map(me)))];
    expect(views.map((v) => [v.position, v.positionOf])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });

  it("a person waiting for a planned city gets no place, only how many wait for it", async () => {
    const token = await join("pune0@example.in", "Pune", 1);
    await join("pune1@example.in", "Pune", 2, false);
    const view = await me(token);
    expect(view).toMatchObject({ position: null, positionOf: 2, wait: { kind: "planned", city: "Pune", waiting: 2 } });
  });
});
