import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { unusedPort } from "../../../server/test-support/ports";
import { startWhatsappFake } from "../../../server/test-support/whatsapp-fake.mjs";
import { recordDomViolations, watchViolations } from "../support/csp";
import { uniquePerson } from "../support/unique";

/**
 * A developer's server as `npm start` makes it with nothing configured: no SMTP relay, so e-mail is kept in
 * the outbox table, and WhatsApp on the local fake. The shared browser-test server sends its e-mail to an
 * SMTP sink instead, so this file starts its own, on the same build.
 */
let server: ChildProcess;
let fake: Awaited<ReturnType<typeof startWhatsappFake>>;
let port = 0;
let output = "";
let dataDir = "";

test.beforeAll(async () => {
  port = await unusedPort();
  fake = await startWhatsappFake({ webhookUrl: `http://127.0.0.1:${port}/api/v1/whatsapp/webhook` });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-outbox-"));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(WHATSAPP_|E2E_)/.test(name) && !["PUBLIC_URL", "SMTP_URL", "DATABASE_URL"].includes(name),
    ),
  );
  server = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WHATSAPP_TOKEN: fake.token,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_APP_SECRET: fake.appSecret,
      WHATSAPP_VERIFY_TOKEN: "outbox-verify-token",
      WHATSAPP_API_URL: fake.apiUrl,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Stashd is ready")) resolve();
    });
  });
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An Indian mobile number of its own, so that the bubble is this test's. */
const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

test("the start prints the outbox's address, which shows each e-mail as it looks and each WhatsApp message as a bubble", async ({
  page,
  request,
}, testInfo) => {
  const outbox = `http://localhost:${port}/dev/outbox`;
  expect(output).toContain(`Outbox: ${outbox}\n`);

  const byMail = uniquePerson(testInfo, "Inbox");
  const byWhatsapp = uniquePerson(testInfo, "Chat");
  const mobile = uniqueMobile();
  for (const [person, extra] of [
    [byMail, {}],
    [byWhatsapp, { phone: `+91${mobile}`, whatsappOptIn: true }],
  ] as const) {
    const joined = await request.post(`http://127.0.0.1:${port}/api/v1/survey_responses`, {
      data: { phone: "+919876543210", ...person, homeCity: "Bangalore", ageConfirmed: true, ...extra },
    });
    expect(joined.status()).toBe(201);
  }

  const violations = watchViolations(page);
  await recordDomViolations(page);
  await page.goto(outbox);

  // The WhatsApp confirmation in the template's words, with its button, as the phone shows it.
  const bubble = page.getByRole("article", { name: `WhatsApp confirm to +91${mobile}` });
  await expect(bubble).toContainText("You asked to join the Stashd waitlist for Bangalore. Tap Confirm");
  await expect(bubble).toContainText("Reply STOP to stop WhatsApp messages.");
  await expect(page.getByRole("button", { name: `Confirm as +91${mobile}` })).toBeVisible();

  // The e-mail's own HTML, in a frame that runs no script and has no origin of its own. The mail loop writes
  // it within moments of the sign-up.
  const frame = page
    .getByRole("listitem")
    .filter({ hasText: `to ${byMail.email}` })
    .locator("iframe");
  await expect(async () => {
    await page.goto(outbox);
    await expect(frame).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(frame).toHaveAttribute("sandbox", /allow-top-navigation-by-user-activation/);
  expect(await frame.getAttribute("sandbox")).not.toMatch(/allow-scripts|allow-same-origin/);
  const letter = frame.contentFrame();
  await expect(letter.getByText("Thanks for joining the Stashd waitlist.")).toBeVisible();
  const button = letter.getByRole("link", { name: "Confirm my spot" });
  await expect(button).toHaveAttribute("href", new RegExp(`^http://localhost:${port}/me\\?token=`));
  expect(await page.content()).not.toContain('{"body":');

  // The developer taps Confirm as the person would; the answer arrives as a bubble of its own.
  await page.getByRole("button", { name: `Confirm as +91${mobile}` }).click();
  await expect(page.getByRole("status")).toContainText("Tapped");
  await expect(async () => {
    await page.goto(outbox);
    await expect(page.getByRole("article", { name: `WhatsApp reply to +91${mobile}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // The e-mail's button opens the personal page in this tab, at the address the start printed, and the
  // sign-up is confirmed: a newcomer's first walk, from the form to a confirmed place, without a mail server.
  await frame.contentFrame().getByRole("link", { name: "Confirm my spot" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${port}/me`));
  await expect(page.getByText("Your address is confirmed.")).toBeVisible();
  expect(violations).toEqual([]);
});
