import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobsTable } from "../db/schema.js";
import { insertWaitlistEntry } from "../seed/rows.js";
import { breachNotifyHandler } from "../services/rights/breach-notify.js";
import { exportPerson } from "../services/rights/data-export.js";
import { mailsTo } from "../test-support/personal-mail.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";
import { whatsappEnv } from "../test-support/whatsapp.js";
import { startWhatsappFake } from "../test-support/whatsapp-fake.mjs";

/**
 * A breach's notice goes on each person's own channel: WhatsApp to someone whose WhatsApp is active (in
 * their language where the template is approved), e-mail to everyone else, and e-mail after all when
 * WhatsApp cannot deliver it. A drill sends nothing on either.
 */
const fakePromise = startWhatsappFake();
let test: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;
const OPTED = "2026-11-01T00:00:00.000Z";
const people = {
  hindi: { email: "wa-hi@example.in", phone: "+919845012301", language: "hi", whatsappOptInAt: OPTED },
  tamil: { email: "wa-ta@example.in", phone: "+919845012302", language: "ta", whatsappOptInAt: OPTED },
  refused: { email: "wa-refused@example.in", phone: "+919845012303", whatsappOptInAt: OPTED },
  stopped: { email: "wa-stopped@example.in", phone: "+919845012304", whatsappOptInAt: OPTED, whatsappStoppedAt: OPTED },
  email: { email: "mail-only@example.in", phone: "+919845012305" },
};
const digits = (phone: string) => phone.replace(/\D/g, "");
type Template = { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
const templateOf = (message: { body: { template?: unknown } } | undefined) => message?.body.template as Template;

beforeAll(async () => {
  const fake = await fakePromise;
  test = await createTestApp({
    env: { ...whatsappEnv(fake), WHATSAPP_TEMPLATE_LANGUAGES: "hi" },
    config: { mailRetryDelaysMs: [50, 50] },
    jobs: { pollMs: 3_600_000 },
  });
  fake.setWebhookUrl(`${await test.app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/whatsapp/webhook`);
  staff = await signInAsStaff(test.app);
  await test.app.db.updateTable("staff").set({ role: "owner" }).execute();
  for (const person of Object.values(people)) await insertWaitlistEntry(test.app.db, { homeCity: "Pune", ...person });
  fake.refuse(digits(people.refused.phone));
});
afterAll(async () => {
  await test?.close();
  await (await fakePromise).close();
});

const post = (url: string, payload: object = {}) =>
  test.app.inject({ method: "POST", url: `/api/v1${url}`, headers: staff, payload });
const breach = (drill: boolean) => ({
  foundAt: "2026-11-28T09:30:00+05:30",
  description: "A backup of the waitlist\nwas readable from the internet for two hours.",
  dataItems: ["name", "phone"],
  filter: { homeCity: "Pune" },
  drill,
});
async function tellEveryone(id: string) {
  expect((await post(`/admin/breaches/${id}/notify`)).statusCode).toBe(200);
  await test.app.jobs.drain();
  await test.app.whatsapp?.drain();
  await test.app.noticeMail.drain();
}
const noticesOf = async (id: string) =>
  (await test.app.inject({ method: "GET", url: `/api/v1/admin/breaches/${id}`, headers: staff })).json().notices;
const outbox = async () => (await test.app.db.selectFrom("mailOutbox").select("id").execute()).length;

describe("a breach's notices on each person's own channel", () => {
  it("a drill sends nothing, by WhatsApp or e-mail", async () => {
    const { id } = (await post("/admin/breaches", breach(true))).json();
    await tellEveryone(id);
    expect((await fakePromise).received()).toEqual([]);
    expect(await outbox()).toBe(0);
    expect(await test.app.db.selectFrom("whatsappMessages").select("id").execute()).toEqual([]);
    expect(await noticesOf(id)).toMatchObject({ drill: 5, sent: 0, pending: 0 });
  });

  it("tells each person once: WhatsApp in their language, e-mail otherwise, e-mail when WhatsApp refuses", async () => {
    const fake = await fakePromise;
    const { id } = (await post("/admin/breaches", breach(false))).json();
    await tellEveryone(id);
    const sent = fake.received();
    const to = (phone: string) => sent.filter((m) => m.to === digits(phone));
    expect(sent).toHaveLength(2);
    const [hindi] = to(people.hindi.phone);
    expect(to(people.hindi.phone)).toHaveLength(1);
    expect(templateOf(hindi).name).toBe("stashd_notice");
    expect(templateOf(hindi).language.code).toBe("hi");
    const parameters = templateOf(hindi).components[0]?.parameters.map((p) => p.text) ?? [];
    expect(parameters[1]).toBe("A backup of the waitlist was readable from the internet for two hours.");
    expect(parameters[2]).toBe("name, phone");
    // Tamil is not approved here: the default language.
    const [tamil] = to(people.tamil.phone);
    expect(templateOf(tamil).language.code).toBe("en");
    expect(await mailsTo(test.app, people.hindi.email)).toEqual([]);
    expect(await mailsTo(test.app, people.tamil.email)).toEqual([]);
    for (const person of [people.email, people.stopped, people.refused]) {
      expect(await mailsTo(test.app, person.email)).toHaveLength(1);
    }
    expect(await noticesOf(id)).toMatchObject({ sent: 5, pending: 0, failed: 0 });

    // Settled is settled, and a step run again (a crash before its cursor was kept) writes nothing new:
    // nothing goes again on either channel.
    const step = breachNotifyHandler({
      db: test.app.db,
      dialect: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite",
      noticesWritten: () => {},
      grievanceEmail: "g@example.in",
      whatsapp: { templateLanguages: ["hi"], written: () => {} },
    });
    await step({ id: "again", params: JSON.stringify({ breachId: id }), cursor: null } as JobsTable);
    const messages = await test.app.db
      .selectFrom("whatsappMessages")
      .select("id")
      .where("kind", "=", "notice")
      .execute();
    expect(messages).toHaveLength(3);
    await test.app.whatsapp?.drain();
    await test.app.noticeMail.drain();
    expect(fake.received()).toHaveLength(2);
    expect(await outbox()).toBe(3);
  });

  it("a WhatsApp notice that fails after it was accepted goes by e-mail, still one notice", async () => {
    const fake = await fakePromise;
    const [hindi] = fake.received().filter((m) => m.to === digits(people.hindi.phone));
    await fake.status(hindi?.id ?? "", "failed");
    await test.app.noticeMail.drain();
    expect(await mailsTo(test.app, people.hindi.email)).toHaveLength(1);
    // The person's export lists both attempts, each once.
    const entry = await test.app.db
      .selectFrom("surveyResponses")
      .select("id")
      .where("email", "=", people.hindi.email)
      .executeTakeFirstOrThrow();
    const listed = (await exportPerson(test.app.db, entry.id))?.messages.map(
      (m) => `${m.channel} ${m.kind} ${m.status}`,
    );
    expect(listed).toEqual(["whatsapp breach drill", "whatsapp notice failed", "email breach sent"]);
    const { id } = await test.app.db
      .selectFrom("breaches")
      .select("id")
      .where("drill", "=", 0)
      .executeTakeFirstOrThrow();
    expect(await noticesOf(id)).toMatchObject({ sent: 5, pending: 0, failed: 0 });
  });
});
