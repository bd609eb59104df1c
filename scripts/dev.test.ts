import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unusedPort } from "../server/test-support/ports.js";

/**
 * `npm run dev` as a developer runs it on a port of their own: the address printed, the links the
 * e-mails carry and the outbox are all at that port, the one they opened.
 */
describe("npm run dev on another PORT", () => {
  let dev: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-dev-"));
  afterAll(async () => {
    // The group: npx, Vite and tsx watch with the server it runs.
    if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints the outbox at PORT, serves it there, and links every e-mail there", async () => {
    const [port, apiPort, fakePort] = [await unusedPort(), await unusedPort(), await unusedPort()];
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(WHATSAPP_|SMTP_URL$|PUBLIC_URL$|DATABASE_URL$)/.test(name)),
    );
    dev = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: {
        ...env,
        PORT: String(port),
        API_PORT: String(apiPort),
        WHATSAPP_FAKE_PORT: String(fakePort),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    for (const stream of [dev.stdout, dev.stderr]) stream?.on("data", (chunk) => (output += chunk));
    const origin = `http://localhost:${port}`;
    await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain(`Outbox: ${origin}/dev/outbox\n`);
    expect(output).toContain(`Stashd is ready at ${origin}\n`);

    // Through the site's own port, as the form posts it (Vite hands /api to the API).
    const joined = await until(() =>
      fetch(`${origin}/api/v1/survey_responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Dev Port",
          email: "dev-port@example.in",
          phone: "+919876543210",
          homeCity: "Bangalore",
          ageConfirmed: true,
        }),
      }),
    );
    expect(joined.status).toBe(201);
    await expect
      .poll(async () => (await fetch(`${origin}/dev/outbox`)).text(), { timeout: 20_000, interval: 250 })
      .toMatch(new RegExp(`to dev-port@example\\.in[\\s\\S]*${origin}/me\\?token=`));
    const page = await (await fetch(`${origin}/dev/outbox`)).text();
    expect(page).not.toMatch(new RegExp(`localhost:(?!${port}\\b)\\d+`));
  }, 120_000);
});

/** The first answer that is not a proxy error: Vite may start before the API behind it does. */
async function until(request: () => Promise<Response>) {
  for (let i = 0; i < 100; i++) {
    const response = await request().catch(() => undefined);
    if (response && response.status < 500) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the dev server did not answer");
}
