import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/unique";
import { cityChip, fillRequired, openWaitlist } from "../support/waitlist-form";

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
  await cityChip(dialog, "Mumbai").click();
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
  await expect(dialog.getByRole("checkbox", { name: "Mumbai" })).toBeChecked();

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

test("without JavaScript the form still signs people up", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  // The browser opens the page's own panel and form by itself.
  await page.getByRole("button", { name: "Get started", exact: true }).locator("visible=true").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByRole("checkbox", { name: /WhatsApp/ })).toBeVisible();
  await page.keyboard.type("Meera");
  // Passes the browser's own e-mail check (no JavaScript needed) but not the server's.
  await dialog.getByLabel("Email").fill("meera@mail");
  await dialog.getByLabel("Phone").fill("+1 415 555 0123");
  await dialog.getByLabel("Home city").selectOption("Mumbai");
  await cityChip(dialog, "Pune").click();
  await dialog.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
  await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("alert")).toContainText("Email: Enter a valid e-mail address");
  await expect(page.getByLabel("Name")).toHaveValue("Meera");
  await expect(page.getByRole("checkbox", { name: "Pune" })).toBeChecked();

  await page.getByLabel("Email").fill(uniqueEmail(testInfo));
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Almost there: check your e-mail" })).toBeVisible();
  await context.close();
});
