import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * A server that does not send WhatsApp (no WHATSAPP_TOKEN): the same built pages, served by a second
 * instance of our own, offer no WhatsApp tick-box in the form, before React and after.
 */
let server: ChildProcess;
let origin = "";
let dataDir = "";

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-no-whatsapp-"));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("WHATSAPP_") && name !== "PUBLIC_URL"),
  );
  server = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  origin = await new Promise<string>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
    server.stdout?.on("data", (chunk: Buffer) => {
      const port = /ready at http:\/\/localhost:(\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
});

test.afterAll(async () => {
  server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("without WhatsApp on this server, the form offers no WhatsApp tick-box", async ({ page }) => {
  await page.goto(`${origin}/`);
  await page.getByRole("button", { name: "Get started", exact: true }).locator("visible=true").first().click();
  const dialog = page.getByRole("dialog", { name: "Get Started" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByRole("checkbox", { name: "Mumbai" })).toBeAttached();
  await expect(dialog.getByRole("checkbox", { name: /WhatsApp/ })).toBeHidden();
  await expect(dialog.getByText(/WhatsApp/)).toBeHidden();
});
