import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniqueTag } from "../support/unique";

test.describe.configure({ timeout: 90_000 });

test("an owner adds an endpoint, sends it a test event and reads its log; makes and revokes a key", async ({
  page,
}, info) => {
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    received.push(String(request.headers["webhook-id"]));
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${uniqueTag(info)}`;
  try {
    await signIn(page, "/admin/integrations");
    await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
    await page.getByLabel("Endpoint address (https://)").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByRole("textbox", { name: "Signing secret" })).toHaveValue(/^whsec_/);

    const row = page.getByRole("listitem").filter({ hasText: url });
    await row.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await row.getByRole("link", { name: "Delivery log" }).click();
    const log = page.getByRole("region", { name: "Delivery log" });
    await expect(log).toContainText("webhook.test");
    await expect(log).toContainText("delivered after 1 attempt");
    await expect(log).toContainText("answered 204");
    await page.screenshot({ path: info.outputPath(`integrations-${info.project.name}.png`), fullPage: true });

    const name = `Sheet sync ${uniqueTag(info)}`;
    await page.getByLabel("Name (the tool that uses it)").fill(name);
    await page.getByRole("button", { name: "Create key" }).click();
    const key = await page.getByRole("textbox", { name: "API key" }).inputValue();
    expect(key).toMatch(/^stashd_/);
    const listed = await page.request.get("/api/v1/survey_responses", { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status()).toBe(200);
    await page.getByRole("listitem").filter({ hasText: name }).getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Revoked");
    const refused = await page.request.get("/api/v1/survey_responses", { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});

test("staff import a Google Forms export: mapping, dry run, the job, then ask them to confirm", async ({
  page,
}, info) => {
  const tag = uniqueTag(info);
  const csv = [
    "Timestamp,Email Address,Full name,Phone number,Which city do you live in?",
    `2025-11-02 09:15,import.one.${tag}@example.com,Asha Import,+91 98450 12345,bangalore`,
    `2025-11-03 10:00,import.two.${tag}@example.com,Vikram Import,9845012346,Mumbai`,
    `2025-11-04 11:00,not-an-address,Nobody,+919845012348,Bangalore`,
  ].join("\n");
  await signIn(page, "/admin/import");
  await page.getByLabel("CSV file").setInputFiles({ name: "form.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("3 rows: 2 to import")).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("Email Address");
  await expect(page.getByRole("table", { name: "Rows that cannot be imported" })).toContainText("4");
  await page.screenshot({ path: info.outputPath(`import-${info.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Import 2 people" }).click();
  await expect(page.getByText("Import done: 2 added, 0 already there.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Ask them to confirm" }).click();
  await expect(page.getByText(/Asked \d+ people to confirm|Everyone imported has been asked already/)).toBeVisible();
});
