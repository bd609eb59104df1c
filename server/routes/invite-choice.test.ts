import { describe, expect, it } from "vitest";
import { addEntry } from "../test-support/entries.js";
import { bulk } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** A job runs only when a test drains it: these tests look at what the API accepts. */
const ctx = appWithStaff({ jobs: { pollMs: 3_600_000 } });
const confirmedAt = "2026-11-01T10:00:00.000Z";

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, headers: ctx.staff, payload });

async function lastAudit(action: string) {
  const rows = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", action).execute();
  const last = rows.at(-1);
  return last ? JSON.parse(last.details) : undefined;
}

async function jobCount() {
  return (await ctx.app.db.selectFrom("jobs").select("id").execute()).length;
}

describe("inviting people in a planned city or unconfirmed needs an explicit choice", () => {
  it("refuses ticked rows in a planned city or unconfirmed with 409 saying how many, and queues nothing", async () => {
    const planned = await addEntry(ctx.app, { email: "ticked-chennai@example.in", homeCity: "Chennai", confirmedAt });
    const unconfirmed = await addEntry(ctx.app, { email: "ticked-unconf@example.in", homeCity: "Mumbai" });
    const fine = await addEntry(ctx.app, { email: "ticked-fine@example.in", homeCity: "Mumbai", confirmedAt });
    const ids = [planned.id, unconfirmed.id, fine.id];

    const checked = await post("/invites/bulk/check", { ids });
    expect(checked.json()).toEqual({ planned: 1, plannedCities: ["Chennai"], unconfirmed: 1 });

    const before = await jobCount();
    const refused = await bulk(ctx, { ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/Nothing was sent/);
    expect(refused.json().errors).toEqual([
      { field: "allowPlanned", message: expect.stringMatching(/^1 person lives in a planned city \(Chennai\)/) },
      { field: "allowUnconfirmed", message: expect.stringMatching(/^1 person has not confirmed/) },
    ]);
    expect((await bulk(ctx, { ids, allowPlanned: true })).json().errors).toEqual([
      expect.objectContaining({ field: "allowUnconfirmed" }),
    ]);
    expect(await jobCount()).toBe(before);

    const queued = await bulk(ctx, { ids, allowPlanned: true, allowUnconfirmed: true });
    expect(queued.statusCode).toBe(202);
    expect(await lastAudit("invite.bulk")).toEqual({ selected: 3, allowPlanned: true, allowUnconfirmed: true });
  });

  it("'Invite all matching' counts the planned city's people and refuses them without allowPlanned", async () => {
    for (let i = 0; i < 3; i += 1)
      await addEntry(ctx.app, { email: `all-pune${i}@example.in`, homeCity: "Pune", confirmedAt });
    const count = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/invites/bulk/count?homeCity=Pune",
      headers: ctx.staff,
    });
    expect(count.json()).toEqual({ invitable: 3, planned: 3, plannedCities: ["Pune"], unconfirmed: 0 });

    const refused = await bulk(ctx, { filter: { homeCity: "Pune" } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: "allowPlanned", message: expect.stringMatching(/^3 people live in a planned city \(Pune\)/) },
    ]);
    const queued = await bulk(ctx, { filter: { homeCity: "Pune" }, allowPlanned: true });
    expect(queued.statusCode).toBe(202);
    expect(await lastAudit("invite.bulk")).toMatchObject({ matching: 3, allowPlanned: true, allowUnconfirmed: false });
  });

  it("'Invite all matching' without a city counts those in planned cities, and the unconfirmed when chosen", async () => {
    await addEntry(ctx.app, { email: "all-hyd@example.in", homeCity: "Hyderabad", company: "Zeta Mills" });
    await addEntry(ctx.app, { email: "all-blr@example.in", homeCity: "Bangalore", company: "Zeta Mills" });
    const count = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/invites/bulk/count?q=Zeta&confirmed=false",
      headers: ctx.staff,
    });
    expect(count.json()).toEqual({ invitable: 2, planned: 1, plannedCities: ["Hyderabad"], unconfirmed: 2 });
    const refused = await bulk(ctx, { filter: { q: "Zeta", confirmed: "false" }, allowPlanned: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: "allowUnconfirmed", message: expect.stringMatching(/^2 people have not confirmed/) },
    ]);
  });

  it("Extend Invite from a row needs the choice; a typed address needs it only for a planned city chosen", async () => {
    const chennai = await addEntry(ctx.app, { email: "row-chennai@example.in", homeCity: "Chennai", confirmedAt });
    const unconfirmed = await addEntry(ctx.app, { email: "row-unconf@example.in", homeCity: "Delhi NCR" });
    const fromRow = (entry: typeof chennai, extra: object = {}) =>
      post("/invites", {
        email: entry.email,
        name: entry.name,
        source: "survey",
        surveyResponseId: entry.id,
        ...extra,
      });

    const plannedRow = await fromRow(chennai);
    expect(plannedRow.statusCode).toBe(409);
    expect(plannedRow.json().errors).toEqual([expect.objectContaining({ field: "allowPlanned" })]);
    expect((await fromRow(chennai, { allowPlanned: true })).statusCode).toBe(201);
    expect(await lastAudit("invite.created")).toMatchObject({
      source: "survey",
      allowPlanned: true,
      allowUnconfirmed: false,
    });

    const unconfirmedRow = await fromRow(unconfirmed);
    expect(unconfirmedRow.statusCode).toBe(409);
    expect(unconfirmedRow.json().errors).toEqual([expect.objectContaining({ field: "allowUnconfirmed" })]);
    expect((await fromRow(unconfirmed, { allowUnconfirmed: true })).statusCode).toBe(201);

    // Typed by staff: their deliberate choice, even for an unconfirmed person on the waitlist.
    await addEntry(ctx.app, { email: "typed-unconf@example.in", homeCity: "Mumbai" });
    expect((await post("/invites", { email: "typed-unconf@example.in", source: "manual" })).statusCode).toBe(201);
    const typedPlanned = await post("/invites", { email: "typed-pune@example.in", source: "manual", city: "Pune" });
    expect(typedPlanned.statusCode).toBe(409);
    expect(typedPlanned.json().errors).toEqual([expect.objectContaining({ field: "allowPlanned" })]);
    const chosen = await post("/invites", {
      email: "typed-pune@example.in",
      source: "manual",
      city: "Pune",
      allowPlanned: true,
    });
    expect(chosen.statusCode).toBe(201);
  });
});
