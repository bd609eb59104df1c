// Starts the built server for the browser tests on a fresh database: a new SQLite dir each run, or the
// PostgreSQL database named by E2E_DATABASE_URL (CI creates it empty). Invite e-mails go over real SMTP
// to a sink that saves each message as JSON for the tests to read (tests/e2e/support/mail.ts).
import { execSync } from "node:child_process";
import fs from "node:fs";
import { startSmtpSink } from "../server/test-support/smtp-sink.mjs";
import { E2E_PROMO_VIDEO_URL } from "../tests/e2e/support/promo-player.mjs";

// The pages are built with the tests' loopback video so that click-to-play is tested; `npm start`'s check
// (scripts/ensure-build.mjs) rebuilds a build made without it or before the sources changed. PUBLIC_URL is
// left out of the build: here it is this server's own address, not the canonical origin the pages carry.
const { PUBLIC_URL: _serverAddress, ...buildEnv } = process.env;
execSync("node scripts/ensure-build.mjs", {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...buildEnv, PROMO_VIDEO_URL: E2E_PROMO_VIDEO_URL },
});
// The server's policy (frame-src) must allow the same player the pages embed.
process.env.PROMO_VIDEO_URL = E2E_PROMO_VIDEO_URL;

const dataDir = "test-results/e2e-data";
const E2E_MAIL_DIR = "test-results/e2e-mail";
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
// The staff account's authenticator secret and shared session (tests/e2e/support/second-factor.ts) belong to
// this database.
fs.rmSync("test-results/e2e-staff", { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "warn";
process.env.WAITLIST_RATE_LIMIT_PER_MINUTE ??= "1000";
// Every page of every test comes from one address and one browser.
process.env.TRAFFIC_VIEWS_PER_MINUTE ??= "100000";
// The staff account the browser tests sign in with (tests/e2e/support/staff.ts).
// The browser tests' webhook receiver listens on this machine.
process.env.WEBHOOKS_ALLOW_PRIVATE ??= "true";
process.env.ADMIN_EMAIL ??= "admin@stashd.test";
process.env.ADMIN_PASSWORD ??= "e2e admin password";
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
// With E2E_DATABASE_URL a pooler's address, the migrations take the database's own (.ci/run).
if (process.env.E2E_DATABASE_DIRECT_URL) process.env.DATABASE_DIRECT_URL = process.env.E2E_DATABASE_DIRECT_URL;
if (!process.env.SMTP_URL) {
  const sink = await startSmtpSink({ dir: E2E_MAIL_DIR });
  process.env.SMTP_URL = sink.url;
}
// WhatsApp goes to the local fake, which posts its signed webhooks (statuses, taps) back to this server.
if (!process.env.WHATSAPP_TOKEN) {
  const { startWhatsappFake } = await import("../server/test-support/whatsapp-fake.mjs");
  const fake = await startWhatsappFake({ webhookUrl: `${process.env.PUBLIC_URL}/api/v1/whatsapp/webhook` });
  Object.assign(process.env, {
    WHATSAPP_TOKEN: fake.token,
    WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
    WHATSAPP_APP_SECRET: fake.appSecret,
    WHATSAPP_VERIFY_TOKEN: "e2e-verify-token",
    WHATSAPP_API_URL: fake.apiUrl,
  });
}
await import("../build/server/main.js");
