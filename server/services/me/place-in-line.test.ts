import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWaitlistEntry } from "../../seed/rows.js";
import { createTestApp } from "../../test-support/test-app.js";
import { erasePerson } from "../erasure/erase-person.js";
import { noteLineMove } from "./line-counts.js";
import { firstNameAndInitial, moveForReferral, placeInLine } from "./place-in-line.js";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** The rule applied naively: everyone with a smaller (queue_ms, id), counted in memory. */
async function naivePositions() {
  const rows = await ctx.app.db.selectFrom("surveyResponses").select(["id", "queueMs"]).execute();
  const sorted = rows
    .map((r) => ({ id: r.id, q: Number(r.queueMs) }))
    .sort((a, b) => a.q - b.q || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(sorted.map((r, i) => [r.id, i + 1]));
}

async function expectPositionsToMatchTheRule() {
  const expected = await naivePositions();
  for (const [id, position] of expected) expect(await placeInLine(ctx.app, { id })).toBe(position);
}

describe("placeInLine", () => {
  it("agrees with the rule across days, after referral moves and after an erasure", async () => {
    const entries = [];
    for (const [i, day] of [3, 1, 1, 7, 2, 9, 9, 4].entries()) {
      const at = new Date(Date.UTC(2026, 9, day, 10, i)).toISOString();
      entries.push(await insertWaitlistEntry(ctx.app.db, { email: `line${i}@example.in`, createdAt: at }));
    }
    await expectPositionsToMatchTheRule();

    for (const referrer of [entries[5], entries[5], entries[3]]) {
      const move = await moveForReferral(ctx.app.db, referrer?.id as string, 1);
      if (move) noteLineMove(ctx.app.db, move.from, move.to);
    }
    await expectPositionsToMatchTheRule();

    await erasePerson(ctx.app.db, entries[1]?.email as string);
    await expectPositionsToMatchTheRule();
  });

  it("shows first name and initial only", () => {
    expect(firstNameAndInitial("  asha   rao ")).toBe("asha R.");
    expect(firstNameAndInitial("Meera Devi Iyer")).toBe("Meera I.");
    expect(firstNameAndInitial("Kabir")).toBe("Kabir");
    // Letters only: whatever else a chosen name carries stays off every personal page.
    expect(firstNameAndInitial("Win$$$ Rs99 ->call.me")).toBe("Win C.");
    expect(firstNameAndInitial("अनन्या शर्मा")).toBe("अनन्या श.");
  });
});
