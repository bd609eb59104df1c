import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WEBAUTHN_COOKIE } from "./routes/passkeys.js";
import { signUpPayload } from "./test-support/personal-mail.js";
import { type ReceivedMail, startSmtpSink } from "./test-support/smtp-sink.mjs";
import { enrolledFactor, signInAsStaff, TEST_STAFF } from "./test-support/staff-session.js";
import { createTestApp } from "./test-support/test-app.js";
import { deliverAll, messagesOf, signUpVia, whatsappEnv } from "./test-support/whatsapp.js";
import { startWhatsappFake } from "./test-support/whatsapp-fake.mjs";

/**
 * No credential is stored in the clear (docs/product.md, Personal page): every token, code and secret this
 * test is handed (by e-mail, by WhatsApp, in a cookie or an answer) is looked for in the database itself,
 * the SQLite files byte for byte or every PostgreSQL table's rows as text.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: Awaited<ReturnType<typeof startWhatsappFake>>;
const mail: ReceivedMail[] = [];
beforeAll(async () => {
  sink = await startSmtpSink({ onMessage: (message) => mail.push(message) });
  fake = await startWhatsappFake();
  ctx = await createTestApp({
    env: { ...whatsappEnv(fake), SMTP_URL: sink.url, WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" },
    config: { mailRetryDelaysMs: [50, 50] },
  });
  fake.setWebhookUrl(`${await ctx.app.listen({ port: 0, host: "127.0.0.1" })}/api/v1/whatsapp/webhook`);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  await sink.close();
});

/** Everything the database holds, as text: its files (SQLite) or every table's rows (PostgreSQL). */
async function storedText() {
  if (ctx.app.dialect === "sqlite") {
    const dir = ctx.config.dataDir;
    return fs
      .readdirSync(dir)
      .filter((name) => name.includes(".db") || name.endsWith(".sqlite") || name.includes("-wal"))
      .map((name) => fs.readFileSync(path.join(dir, name)).toString("latin1"))
      .join("\n");
  }
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.app.db);
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(ctx.app.db);
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join("\n");
}

const found = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] as string);

it("keeps no token, code or secret it handed out in the clear, on either database", async () => {
  const given = new Map<string, string>();

  // A sign-up by e-mail: the personal link and the List-Unsubscribe link.
  await ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: signUpPayload("clear@example.in") });
  await ctx.app.personalMail.drain();
  const letter = mail.find((message) => message.to.includes("clear@example.in"))?.decoded ?? "";
  for (const token of found(letter, /\/me\?token=([\w-]+)/g)) given.set(token, "personal link (e-mail)");
  for (const token of found(letter, /unsubscribe\?token=([\w-]+)/g)) given.set(token, "unsubscribe link");

  // A sign-up by WhatsApp, confirmed by a tap: the reply carries a personal link.
  const id = await signUpVia(ctx.app, "clear-wa@example.in", "+919845000777");
  await deliverAll(ctx.app);
  const [confirm] = await messagesOf(ctx.app, id);
  expect((await fake.tap("919845000777", confirm?.confirmPayload as string)).status).toBe(200);
  await deliverAll(ctx.app);
  const reply = fake.received().find((message) => message.to === "919845000777" && message.body.type === "text");
  for (const token of found(JSON.stringify(reply?.body), /\/me\?token=([\w-]+)/g)) {
    given.set(token, "personal link (WhatsApp reply)");
  }

  // Staff: the session cookie, the authenticator app's secret, the recovery codes, a passkey challenge.
  const headers = await signInAsStaff(ctx.app);
  given.set(headers.cookie.split("=")[1] as string, "staff session");
  const factor = enrolledFactor(ctx.app, TEST_STAFF.email);
  given.set(factor?.secret as string, "TOTP secret");
  for (const code of factor?.recoveryCodes ?? []) given.set(code, "recovery code");
  const options = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/auth/passkey/options",
    headers: { "x-requested-with": "stashd" },
    payload: {},
  });
  given.set(options.cookies.find((c) => c.name === WEBAUTHN_COOKIE)?.value as string, "passkey challenge cookie");

  expect([...given.values()]).toEqual(
    expect.arrayContaining([
      "personal link (e-mail)",
      "unsubscribe link",
      "personal link (WhatsApp reply)",
      "staff session",
      "TOTP secret",
      "recovery code",
      "passkey challenge cookie",
    ]),
  );
  const stored = await storedText();
  expect([...given].filter(([token]) => stored.includes(token)).map(([, what]) => what)).toEqual([]);
});
