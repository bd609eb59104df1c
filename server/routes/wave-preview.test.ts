import { describe, expect, it } from "vitest";
import type { WavePreview } from "../../contract/hubs.js";
import { addEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff({ jobs: { pollMs: 3_600_000 } });
const confirmedAt = new Date().toISOString();

const call = (method: "PUT" | "POST", url: string, payload: object = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: ctx.staff, payload });

describe("a wave's preview", () => {
  it("lists exactly the people the wave will invite, not the head of the line", async () => {
    const line = [];
    for (let i = 0; i < 5; i += 1)
      line.push(await addEntry(ctx.app, { homeCity: "Delhi NCR", confirmedAt, queueMs: 1_000 + i }));
    // No ended invites yet: the rate is 0.5, so 1 free place is a wave of 2.
    await call("PUT", "/admin/hubs/Delhi%20NCR", { weeklyCapacity: 1 });
    const preview: WavePreview = (await call("POST", "/admin/hubs/Delhi%20NCR/waves/preview")).json();
    expect(preview).toMatchObject({ size: 2, eligible: 5, freeThisWeek: 1 });
    expect(preview.people.map((person) => [person.id, person.position])).toEqual([
      [line[0]?.id, 1],
      [line[1]?.id, 2],
    ]);
  });

  it("lists nobody when the week has no room", async () => {
    await call("PUT", "/admin/hubs/Delhi%20NCR", { weeklyCapacity: 0 });
    const preview: WavePreview = (await call("POST", "/admin/hubs/Delhi%20NCR/waves/preview")).json();
    expect(preview).toMatchObject({ size: 0, people: [] });
  });
});
