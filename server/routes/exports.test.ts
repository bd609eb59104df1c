import { beforeAll, describe, expect, it } from "vitest";
import { waitlistExportQuerySchema } from "../../contract/exports.js";
import { CSV_BOM } from "../lib/csv.js";
import { waitlistCsvRows } from "../services/exports/csv-exports.js";
import { addEntry, inviteEntry } from "../test-support/entries.js";
import { errorFields } from "../test-support/error-fields.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();
beforeAll(async () => {
  const base = Date.parse("2026-11-01T10:00:00Z");
  const people = ["Zoya Khan", '=HYPERLINK("http://evil")', "अनन्या शर्मा", 'Arjun, "AJ" Nair', "Bela_50%"];
  for (const [i, name] of people.entries()) {
    await addEntry(ctx.app, {
      name,
      email: `person${i}@example.in`,
      createdAt: new Date(base + i * 60_000).toISOString(),
      confirmedAt: new Date(base + i * 60_000 + 1_000).toISOString(),
    });
  }
});

const exportCsv = (path: string) => ctx.app.inject({ method: "GET", url: `/api/v1/${path}`, headers: ctx.staff });

function lines(body: string) {
  return body.replace(CSV_BOM, "").trimEnd().split("\r\n");
}

describe("CSV export", () => {
  it("streams the waitlist with a BOM, a dated name, no-store and neutralised formulas", async () => {
    const response = await exportCsv("survey_responses/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="stashd-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = lines(response.body);
    expect(rows[0]).toMatch(/^Entry id,Name,Email,Phone,/);
    expect(rows).toHaveLength(6);
    // Newest first; the formula is neutralised and quoted, the phone stays a plain number with its +.
    expect(rows[1]).toContain("Bela_50%,person4@example.in,+919812345678,");
    expect(rows[0]).toContain("Joined (India time)");
    // Joined in India time with its offset, as the admin shows it.
    expect(rows[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/);
    expect(rows[2]).toContain('"Arjun, ""AJ"" Nair"');
    expect(rows[3]).toContain("अनन्या शर्मा");
    expect(rows[4]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("applies the list's filters: search (wildcards literal), invited and sort", async () => {
    const search = lines((await exportCsv("survey_responses/export.csv?q=50%25")).body);
    expect(search).toHaveLength(2);
    expect(search[1]).toContain("Bela_50%");
    expect(lines((await exportCsv("survey_responses/export.csv?q=a_5")).body)).toHaveLength(2);
    expect(lines((await exportCsv("survey_responses/export.csv?invited=true")).body)).toHaveLength(1);
    const byName = lines((await exportCsv("survey_responses/export.csv?sort=name&order=asc")).body);
    expect(byName[1]).toContain("'=HYPERLINK");
    expect(byName.at(-1)).toContain("अनन्या");
    const bad = await exportCsv("survey_responses/export.csv?sort=email&invited=maybe");
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad).sort()).toEqual(["invited", "sort"]);
  });

  it("pages by keyset without losing or repeating rows, for every sort", async () => {
    for (const sort of ["createdAt", "name", "homeCity"] as const) {
      for (const order of ["asc", "desc"] as const) {
        const filter = waitlistExportQuerySchema.parse({ sort, order });
        const ids: unknown[] = [];
        for await (const batch of waitlistCsvRows(ctx.app.db, ctx.app.dialect, filter, 2))
          ids.push(...batch.map((row) => row[0]));
        expect(new Set(ids).size, `${sort} ${order}`).toBe(5);
        expect(ids).toHaveLength(5);
      }
    }
  });

  it("exports invites with their effective status and without invite ids, and audits the export", async () => {
    const entry = await addEntry(ctx.app, { email: "invitee@example.in", name: "Invitee" });
    const inviteId = await inviteEntry(ctx.app, ctx.staff, entry);
    const response = await exportCsv("invites/export.csv?status=sent&q=INVITEE");
    expect(response.headers["content-disposition"]).toContain("stashd-invites-");
    const rows = lines(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^invitee@example\.in,Invitee,,survey,sent,/);
    expect(response.body).not.toContain(inviteId);
    expect(lines((await exportCsv("invites/export.csv?status=revoked")).body)).toHaveLength(1);

    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "like", "export.%").execute();
    expect(audit.length).toBeGreaterThan(3);
    expect(audit.map((row) => row.details).join()).not.toContain("INVITEE");
  });

  it("leaves unconfirmed entries out unless the filter asks for them", async () => {
    await addEntry(ctx.app, { name: "Unconfirmed Ursula", email: "ursula@example.in" });
    expect(lines((await exportCsv("survey_responses/export.csv?q=ursula")).body)).toHaveLength(1);
    const unconfirmed = lines((await exportCsv("survey_responses/export.csv?q=ursula&confirmed=false")).body);
    expect(unconfirmed).toHaveLength(2);
    expect(unconfirmed[1]).toContain("Unconfirmed Ursula");
  });
});
