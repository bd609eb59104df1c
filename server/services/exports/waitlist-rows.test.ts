import { beforeAll, describe, expect, it } from "vitest";
import { waitlistExportQuerySchema } from "../../../contract/exports.js";
import { addEntry } from "../../test-support/entries.js";
import { appWithStaff } from "../../test-support/staff-app.js";
import { waitlistRows } from "./waitlist-rows.js";

const ctx = appWithStaff();
beforeAll(async () => {
  const base = Date.parse("2026-11-01T10:00:00Z");
  const cities = ["Pune", "Goa", "Agra"];
  for (let i = 0; i < 30; i += 1) {
    await addEntry(ctx.app, {
      name: `${i % 2 ? "Kavya" : "Rohan"} ${String.fromCharCode(90 - i)}`,
      email: `rows${i}@example.in`,
      homeCity: cities[i % 3],
      // Some share a moment, so the id decides their order.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000).toISOString(),
      confirmedAt: i % 5 ? new Date().toISOString() : null,
    });
  }
  await ctx.app.signUps.indexed();
});

async function ids(query: Record<string, string>, drives: boolean) {
  const parsed = waitlistExportQuerySchema.parse({ confirmed: "true", ...query });
  const out: string[] = [];
  const plan = { matches: undefined, drives };
  for await (const rows of waitlistRows(ctx.app.db, ctx.app.dialect, parsed, new Date().toISOString(), 4, plan)) {
    out.push(...rows.map((row) => row.id));
  }
  return out;
}

describe("waitlist export rows", () => {
  it("gives the same rows in the same order whether the search drives or its matches are read once", async () => {
    for (const sort of ["createdAt", "name", "homeCity"]) {
      for (const order of ["asc", "desc"]) {
        const query = { q: "kavya", sort, order };
        const driven = await ids(query, true);
        expect(driven.length, `${sort} ${order}`).toBeGreaterThan(8);
        expect(await ids(query, false), `${sort} ${order}`).toEqual(driven);
      }
    }
    expect(await ids({ q: "kavya", homeCity: "Goa" }, false)).toEqual(await ids({ q: "kavya", homeCity: "Goa" }, true));
  });
});
