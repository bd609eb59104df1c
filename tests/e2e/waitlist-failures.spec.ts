import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/unique";
import { fillRequired, openWaitlist } from "./waitlist-helpers";

test("a failed save shows the message, keeps every value, and a retry succeeds @db", async ({ page }, testInfo) => {
  let failNext = true;
  await page.route("**/api/v1/survey_responses", async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ detail: "We couldn't save your details just now.", errors: [] }),
    });
  });
  const email = uniqueEmail(testInfo);
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await fillRequired(page, email);
  await dialog.getByLabel("Company").fill("Rao Consulting");
  await dialog.getByRole("button", { name: "Mumbai" }).click();
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();

  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("We couldn't save your details just now.");
  await expect(alert).toContainText("Everything you typed is still here.");
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeHidden();
  await expect(dialog.getByLabel("Name")).toHaveValue("Asha Rao");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone")).toHaveValue("98765 43210");
  await expect(dialog.getByLabel("Company")).toHaveValue("Rao Consulting");
  await expect(dialog.getByLabel("Home city")).toHaveValue("Bangalore");
  await expect(dialog.getByRole("button", { name: "Mumbai" })).toHaveAttribute("aria-pressed", "true");

  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeVisible();
});

test("the submit button shows progress and cannot send twice", async ({ page }, testInfo) => {
  let posts = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/survey_responses", async (route) => {
    posts++;
    await held;
    await route.continue();
  });
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await fillRequired(page, uniqueEmail(testInfo));
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const busy = dialog.getByRole("button", { name: "Joining…" });
  await expect(busy).toBeDisabled();
  await dialog.getByLabel("Phone").press("Enter");
  release();
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeVisible();
  expect(posts).toBe(1);
});

test("a failed city load shows a message and a retry loads them", async ({ page }) => {
  let failNext = true;
  await page.route("**/api/v1/cities", async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"detail":"Boom.","errors":[]}' });
  });
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get Invited");
  await expect(dialog.getByRole("alert")).toContainText("We couldn't load the cities.");
  await dialog.getByRole("button", { name: "Retry loading cities" }).click();
  await expect(dialog.getByRole("button", { name: "Bangalore" })).toBeVisible();
  await expect(dialog.getByLabel("Home city").locator("option")).toHaveCount(7);
});

test("without JavaScript the form still signs people up", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Get started" }).first().click();
  await page.getByLabel("Name").fill("Meera");
  // Passes the browser's own e-mail check (no JavaScript needed) but not the server's.
  await page.getByLabel("Email").fill("meera@mail");
  await page.getByLabel("Phone").fill("+1 415 555 0123");
  await page.getByLabel("Home city").selectOption("Mumbai");
  await page.getByRole("checkbox", { name: "Pune" }).check();
  await page.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
  await page.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("alert")).toContainText("Email: Enter a valid e-mail address");
  await expect(page.getByLabel("Name")).toHaveValue("Meera");
  await expect(page.getByRole("checkbox", { name: "Pune" })).toBeChecked();

  await page.getByLabel("Email").fill(uniqueEmail(testInfo));
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Almost there: check your e-mail" })).toBeVisible();
  await context.close();
});

test("a failed download of the form shows a message and a retry loads it", async ({ page }) => {
  let failNext = true;
  await page.route(/\/assets\/waitlist-form-[^/]+\.js$/, async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    await route.abort("internetdisconnected");
  });
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await expect(dialog.getByRole("alert")).toContainText("We couldn't load the form.");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByLabel("Name")).toBeVisible();
});
