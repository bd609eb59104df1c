import { expect, type Route, test } from "@playwright/test";
import { failureCopy, formCopy } from "../../../contract/form-copy";
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

  // The form's own words for a busy service, not the server's English detail (the same in every language).
  const failed = failureCopy("en");
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(failed.title);
  await expect(alert).toContainText(`${failed.busy} ${failed.kept}`);
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeHidden();
  await expect(dialog.getByLabel("Name")).toHaveValue("Asha Rao");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Phone")).toHaveValue("98765 43210");
  await expect(dialog.getByLabel("Company")).toHaveValue("Rao Consulting");
  await expect(dialog.getByLabel("Home city")).toHaveValue("Bangalore");
  await expect(dialog.getByRole("checkbox", { name: "Mumbai" })).toBeChecked();

  await alert.getByRole("button", { name: failed.tryAgain }).click();
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeVisible();
});

test("in Hindi, a dropped connection and too many tries are said in Hindi, and every value stays @db", async ({
  page,
}, testInfo) => {
  const answers: ((route: Route) => Promise<void>)[] = [
    (route) => route.abort("internetdisconnected"),
    (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          detail: "Too many sign-ups from your network. Please try again in 1 minute.",
          errors: [],
        }),
      }),
  ];
  await page.route("**/api/v1/survey_responses", (route) => (answers.shift() ?? ((r) => r.continue()))(route));
  const copy = formCopy("hi");
  const failed = failureCopy("hi");
  const email = uniqueEmail(testInfo, "hindi-failure");
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await dialog.getByLabel("Language").selectOption("hi");
  // The optional fields' labels end with "(वैकल्पिक)".
  const field = (name: keyof typeof copy.labels) =>
    dialog.getByLabel(copy.labels[name], { exact: !["company", "tripsPerMonth"].includes(name) });
  await field("name").fill("आशा राव");
  await field("email").fill(email);
  await field("phone").fill("98765 43210");
  await field("company").fill("राव कंसल्टिंग");
  await field("homeCity").selectOption("Bangalore");
  await dialog.getByRole("group", { name: copy.labels.preferredCities }).getByText("Mumbai").click();
  await dialog.getByRole("checkbox", { name: copy.waitlist }).check();
  await dialog.getByRole("checkbox", { name: copy.age }).check();
  await dialog.getByRole("button", { name: copy.submit }).click();

  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(failed.title);
  await expect(alert).toContainText(`${failed.network} ${failed.kept}`);
  await page.screenshot({ path: `docs/screenshots/languages/waitlist-failure-hi-${testInfo.project.name}.png` });
  await expect(field("name")).toHaveValue("आशा राव");
  await expect(field("email")).toHaveValue(email);
  await expect(field("phone")).toHaveValue("98765 43210");
  await expect(field("company")).toHaveValue("राव कंसल्टिंग");
  await expect(field("homeCity")).toHaveValue("Bangalore");
  await expect(dialog.getByRole("checkbox", { name: "Mumbai" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: copy.waitlist })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: copy.age })).toBeChecked();

  await alert.getByRole("button", { name: failed.tryAgain }).click();
  await expect(alert).toContainText(`${failed.tooMany} ${failed.kept}`);
  await expect(alert).not.toContainText("Too many sign-ups");
  await expect(field("email")).toHaveValue(email);

  await alert.getByRole("button", { name: failed.tryAgain }).click();
  await expect(dialog.getByRole("status")).toHaveAttribute("lang", "hi");
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
