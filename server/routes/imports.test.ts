import { describe, expect, it } from "vitest";
import { purgeUnconfirmed } from "../services/erasure/purge-unconfirmed.js";
import { addEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

/** As Google Forms exports a sign-up sheet: its own headers, US dates, a city in lower case. */
const FORM_EXPORT = [
  "Timestamp,Email Address,Full name,Phone number,Which city do you live in?",
  '11/02/2025 09:15:00,Asha.Rao@Example.com,"Rao, Asha",+91 98450 12345,bangalore',
  "11/03/2025 10:00:00,vikram@example.com,Vikram S,9845012346,Mumbai",
  "11/04/2025 11:00:00,asha.rao@example.com,Asha again,+919845012347,Bangalore",
  "11/05/2025 12:00:00,not-an-address,Nobody,+919845012348,Bangalore",
  "11/06/2025 13:00:00,meera@example.com,Meera,+919845012349,Atlantis",
  "11/07/2025 14:00:00,already@example.com,Already Here,+919845012350,Pune",
].join("\r\n");

const post = (query: string, body = FORM_EXPORT) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/v1/admin/imports${query}`,
    headers: { ...ctx.staff, "content-type": "text/csv" },
    payload: body,
  });

describe("POST /admin/imports", () => {
  it("answers a dry run: rows, valid, duplicates (in the file and on the list) and each problem by line", async () => {
    await addEntry(ctx.app, { email: "already@example.com" });
    const response = await post("?dryRun=true");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rows: 6, valid: 2, duplicates: 2 });
    expect(body.errors).toEqual([
      { line: 5, field: "email", message: expect.any(String) },
      { line: 6, field: "homeCity", message: "Choose one of the listed cities." },
    ]);
    expect(body.mapping).toEqual({
      email: "Email Address",
      name: "Full name",
      phone: "Phone number",
      homeCity: "Which city do you live in?",
      joinedAt: "Timestamp",
    });
    expect(
      await ctx.app.db.selectFrom("surveyResponses").select("id").where("email", "=", "vikram@example.com").execute(),
    ).toEqual([]);
  });

  it("imports as a job: the join time kept, unconfirmed, sent nothing; a second time adds nothing", async () => {
    const response = await post("");
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json();
    await ctx.app.jobs.drain();
    const job = (await ctx.app.inject({ url: `/api/v1/jobs/${jobId}`, headers: ctx.staff })).json();
    expect(job).toMatchObject({ kind: "import", status: "done", total: 2, sent: 2 });

    const rows = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["email", "name", "phone", "homeCity", "createdAt", "confirmedAt", "importedAt"])
      .where("email", "in", ["asha.rao@example.com", "vikram@example.com"])
      .orderBy("createdAt")
      .execute();
    expect(rows.map(({ importedAt, ...row }) => ({ ...row, imported: importedAt !== null }))).toEqual([
      {
        email: "asha.rao@example.com",
        name: "Rao, Asha",
        phone: "+919845012345",
        homeCity: "Bangalore",
        createdAt: new Date("11/02/2025 09:15:00").toISOString(),
        confirmedAt: null,
        imported: true,
      },
      {
        email: "vikram@example.com",
        name: "Vikram S",
        phone: "+919845012346",
        homeCity: "Mumbai",
        createdAt: new Date("11/03/2025 10:00:00").toISOString(),
        confirmedAt: null,
        imported: true,
      },
    ]);
    await ctx.app.personalMail.drain();
    const mail = await ctx.app.db.selectFrom("mailOutbox").select("toAddress").execute();
    expect(mail.map((m) => m.toAddress)).not.toContain("vikram@example.com");
    expect(await ctx.app.db.selectFrom("pendingPersonalMail").select("id").execute()).toEqual([]);
    // Not purged as unconfirmed, however long ago they joined: they were never asked.
    expect(await purgeUnconfirmed(ctx.app.db, 14)).toBe(0);

    const again = await post("?dryRun=true");
    expect(again.json()).toMatchObject({ rows: 6, valid: 0, duplicates: 4 });
    expect((await post("")).statusCode).toBe(400);

    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select(["details"])
      .where("action", "=", "import.started")
      .execute();
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([{ rows: 6, valid: 2, duplicates: 2, errors: 2 }]);
  });

  it("asks the imported people to confirm only when staff choose to", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/imports/ask-to-confirm",
      headers: ctx.staff,
      payload: {},
    });
    expect(response.json()).toEqual({ asked: 2 });
    await ctx.app.personalMail.drain();
    const mail = await ctx.app.db.selectFrom("mailOutbox").select("toAddress").execute();
    expect(mail.map((m) => m.toAddress)).toEqual(
      expect.arrayContaining(["asha.rao@example.com", "vikram@example.com"]),
    );
    const second = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/imports/ask-to-confirm",
      headers: ctx.staff,
      payload: {},
    });
    expect(second.json()).toEqual({ asked: 0 });
  });

  it("imports a larger file over many steps, every row once", async () => {
    const letters = (n: number) =>
      n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + Number.parseInt(d, 26)));
    const lines = Array.from(
      { length: 1_300 },
      (_, i) => `bulk.${i}@example.org,Bulk ${letters(i)},+9196${String(i).padStart(8, "0")},Pune`,
    );
    const response = await post("", ["Email,Name,Phone,City", ...lines].join("\n"));
    expect(response.statusCode, response.body).toBe(202);
    await ctx.app.jobs.drain();
    const job = (await ctx.app.inject({ url: `/api/v1/jobs/${response.json().jobId}`, headers: ctx.staff })).json();
    expect(job).toMatchObject({ status: "done", total: 1_300, sent: 1_300, skipped: 0 });
    const { n } = await ctx.app.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "like", "bulk.%")
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1_300);
  });

  it("takes a mapping of their columns to ours", async () => {
    const csv = "Mail,Who,Mobile,Town\nkeya@example.com,Keya,+919845012399,Delhi NCR\n";
    const mapping = JSON.stringify({ email: "Mail", name: "Who", phone: "Mobile", homeCity: "Town" });
    const response = await post(`?dryRun=true&mapping=${encodeURIComponent(mapping)}`, csv);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, duplicates: 0, errors: [] });
    const unmapped = await post("?dryRun=true", csv);
    expect(unmapped.json().errors).toContainEqual({
      line: 1,
      field: "email",
      message: "No column is mapped to email.",
    });
  });
});
