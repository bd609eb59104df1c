import { describe, expect, it } from "vitest";
import { joinAndGetToken, mailsTo } from "../test-support/personal-mail.js";
import { appWithStaff } from "../test-support/staff-app.js";

const test = appWithStaff();

const raise = (payload: object, ip = "198.51.100.4") =>
  test.app.inject({ method: "POST", url: "/api/v1/grievances", payload, remoteAddress: ip });
const staffGet = (url: string) => test.app.inject({ method: "GET", url, headers: test.staff });
const staffPost = (url: string, payload: object = {}) =>
  test.app.inject({ method: "POST", url, headers: test.staff, payload });
const auditOf = (reference: string) =>
  test.app.db
    .selectFrom("auditLog")
    .select("action")
    .where("target", "=", reference)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();

describe("a grievance", () => {
  it("is acknowledged at once on the person's e-mail with its reference and the date of the answer", async () => {
    const response = await raise({ email: "Griever@Example.in", message: "You e-mailed me three times in one day." });
    expect(response.statusCode).toBe(201);
    const { reference, dueAt } = response.json();
    expect(reference).toMatch(/^G-[0-9A-Z]{8}$/);
    // Our promise: seven days.
    expect(Date.parse(dueAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(dueAt) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    await test.app.noticeMail.drain();
    const [ack] = await mailsTo(test.app, "griever@example.in");
    expect(ack?.subject).toContain(reference);
    const dueDay = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" }).format(
      new Date(dueAt),
    );
    expect(ack?.textBody).toContain(dueDay);
    // Raised without an entry: the notice in English.
    expect(ack?.textBody).toContain(`${test.config.publicUrl}/privacy/notice `);
    expect(await auditOf(reference)).toEqual([{ action: "grievance.raised" }]);
  });

  it("links the privacy notice in the language of the person's entry, in the acknowledgement and the answer", async () => {
    const token = await joinAndGetToken(test.app, "hindi-griever@example.in", { language: "hi" });
    const raised = await test.app.inject({
      method: "POST",
      url: "/api/v1/me/grievances",
      headers: { authorization: `Bearer ${token}`, "x-requested-with": "stashd" },
      payload: { message: "Please tell me what you keep about me." },
    });
    expect(raised.statusCode).toBe(201);
    await test.app.noticeMail.drain();
    await staffPost(`/api/v1/admin/grievances/${raised.json().reference}/answer`, {
      message: "All of it is on your page.",
    });
    await test.app.noticeMail.drain();
    const [, ack, answer] = await mailsTo(test.app, "hindi-griever@example.in");
    const hindi = `${test.config.publicUrl}/privacy/notice/hi`;
    // Both in Hindi, what staff wrote as written.
    expect(ack?.subject).toBe(`हमें आपकी शिकायत मिल गई है (${raised.json().reference})`);
    expect(ack?.textBody).toContain('आपने लिखा: "Please tell me what you keep about me."');
    expect(answer?.subject).toBe(`आपकी शिकायत का हमारा जवाब (${raised.json().reference})`);
    expect(answer?.textBody).toContain("All of it is on your page.");
    expect(answer?.htmlBody).toContain('<html lang="hi" dir="ltr">');
    expect(ack?.textBody).toContain(hindi);
    expect(answer?.textBody).toContain(hindi);
    expect(answer?.htmlBody).toContain(hindi);
  });

  it("answered by staff reaches the person, is kept with the case, and every step is audited", async () => {
    const { reference } = (await raise({ email: "answer-me@example.in", message: "Why was my entry erased?" })).json();
    await test.app.noticeMail.drain();
    const answer = "Your entry was never confirmed within 14 days, so it was erased as our notice says.";
    const answered = await staffPost(`/api/v1/admin/grievances/${reference}/answer`, { message: answer });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: "answered", answer, answeredBy: "staff@stashd.test" });
    await test.app.noticeMail.drain();
    const mails = await mailsTo(test.app, "answer-me@example.in");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain(answer);

    const list = (await staffGet("/api/v1/admin/grievances?status=answered")).json();
    expect(list.items.find((g: { reference: string }) => g.reference === reference)?.answer).toBe(answer);
    expect((await staffPost(`/api/v1/admin/grievances/${reference}/close`)).json().status).toBe("closed");
    const late = await staffPost(`/api/v1/admin/grievances/${reference}/answer`, { message: "One more thing to add." });
    expect(late.statusCode).toBe(409);
    expect(await auditOf(reference)).toEqual([
      { action: "grievance.raised" },
      { action: "grievance.answered" },
      { action: "grievance.closed" },
    ]);
  });

  it("lists oldest first with status and dates; the dashboard counts open and overdue", async () => {
    const { reference } = (
      await raise({ email: "old@example.in", message: "An old grievance nobody answered." })
    ).json();
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await test.app.db
      .updateTable("grievances")
      .set({
        receivedAt: tenDaysAgo.toISOString(),
        dueAt: new Date(tenDaysAgo.getTime() + 7 * 86_400_000).toISOString(),
      })
      .where("reference", "=", reference)
      .execute();
    const list = (await staffGet("/api/v1/admin/grievances")).json();
    expect(list.total).toBe(list.items.length);
    expect(list.items[0]).toMatchObject({ reference, status: "open", overdue: true });
    const received = list.items.map((g: { receivedAt: string }) => g.receivedAt);
    expect(received).toEqual([...received].sort());
    const summary = (await staffGet("/api/v1/admin/rights-desk")).json();
    expect(summary.grievances.overdue).toBe(1);
    expect(summary.grievances.open).toBeGreaterThanOrEqual(2);
  });

  it("refuses an empty message with a field error, and an unknown reference with 404", async () => {
    const response = await raise({ email: "x@example.in", message: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain("message");
    const missing = await staffPost("/api/v1/admin/grievances/G-AAAAAAAA/answer", { message: "An answer to nobody." });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps a grievance after its person leaves, without their address: a pseudonym instead of the entry", async () => {
    const token = await joinAndGetToken(test.app, "leaving@example.in");
    const bearer = { authorization: `Bearer ${token}`, "x-requested-with": "stashd" };
    const raised = await test.app.inject({
      method: "POST",
      url: "/api/v1/me/grievances",
      headers: bearer,
      payload: { message: "I want to leave and know what you keep." },
    });
    expect(raised.statusCode).toBe(201);
    const { reference } = raised.json();
    expect((await test.app.inject({ method: "DELETE", url: "/api/v1/me", headers: bearer })).statusCode).toBe(204);
    const kept = await test.app.db
      .selectFrom("grievances")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(kept.email).toBeNull();
    expect(kept.person).toMatch(/^p:/);
    expect(kept.message).not.toContain("leave");
    const notices = await test.app.db.selectFrom("personNotices").selectAll().where("ref", "=", reference).execute();
    expect(notices.every((n) => n.email === null && n.person === kept.person)).toBe(true);
  });

  it("raised with a personal link is linked to the entry and answered at the entry's address", async () => {
    const token = await joinAndGetToken(test.app, "linked@example.in");
    const response = await raise(
      {
        email: "typed-elsewhere@example.in",
        message: "Linked to my entry, please.",
        entryToken: token,
      },
      "198.51.100.50",
    );
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    const stored = await test.app.db
      .selectFrom("grievances")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe("linked@example.in");
    const entry = await test.app.db
      .selectFrom("surveyResponses")
      .select("id")
      .where("email", "=", "linked@example.in")
      .executeTakeFirstOrThrow();
    expect(stored.person).toBe(entry.id);
    const forged = await raise(
      {
        email: "x@example.in",
        message: "A forged personal link.",
        entryToken: "A".repeat(43),
      },
      "198.51.100.50",
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe("entryToken");
  });
});
