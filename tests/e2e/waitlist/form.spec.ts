import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/unique";
import { cityChip, fillRequired, openWaitlist } from "../support/waitlist-form";

test("joins the waitlist from 'Get started' @db", async ({ page }, testInfo) => {
  await page.goto("/");
  const { dialog, button } = await openWaitlist(page, "Get started");
  await expect(dialog.getByRole("heading", { name: "Get Started" })).toBeVisible();
  await expect(dialog.getByText("Fill out the short form to join the waitlist.")).toBeVisible();
  await expect(dialog.getByText(/^By submitting this form, you agree to our privacy policy/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: /privacy policy/ })).toHaveAttribute("href", "/privacy");

  await fillRequired(page, uniqueEmail(testInfo));
  await dialog.getByLabel("Company").fill("Rao Consulting");
  await dialog.getByLabel("Trips per month").fill("2-3");
  const mumbai = dialog.getByRole("checkbox", { name: "Mumbai" });
  await cityChip(dialog, "Mumbai").click();
  await expect(mumbai).toBeChecked();
  await dialog.getByRole("checkbox", { name: /Pune/ }).press("Space");
  await expect(dialog.getByRole("checkbox", { name: /Pune/ })).toBeChecked();

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/survey_responses"));
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    phone: "98765 43210",
    homeCity: "Bangalore",
    preferredCities: ["Mumbai", "Pune"],
  });
  // The spec's thanks is the panel's title; the subtitle above the form is gone.
  await expect(dialog.getByRole("heading", { name: "Thanks for joining the waitlist!" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Thanks for joining the waitlist!" })).toBeVisible();
  await expect(dialog.getByText("Fill out the short form to join the waitlist.")).toHaveCount(0);
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeVisible();
  await expect(dialog.getByText("Open it to confirm your spot")).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("joins the waitlist from 'Get Invited' using only the keyboard", async ({ page }, testInfo) => {
  await page.goto("/");
  const { dialog, button } = await openWaitlist(page, "Get Invited");
  await expect(dialog.getByRole("heading", { name: "Get Invited" })).toBeVisible();
  await expect(dialog.getByText(/invite-only/)).toBeVisible();

  // Nothing behind the panel takes focus while it is open, whichever way the visitor tabs (past its ends,
  // a native modal dialog lets focus go to the browser's own controls, then back to the panel).
  const focusBehind = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest("dialog");
    });
  for (const key of ["Shift+Tab", "Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab"]) {
    await page.keyboard.press(key);
    expect(await focusBehind()).toBe(false);
  }
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await fillRequired(page, uniqueEmail(testInfo));
  await dialog.getByRole("checkbox", { name: "Delhi NCR" }).focus();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Delhi NCR" })).toBeChecked();
  await dialog.getByLabel("Phone").press("Enter");
  await expect(dialog.getByText("Almost there: check your e-mail")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close", exact: true }).last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
});

test("shows required-field errors next to the fields and sends nothing", async ({ page }) => {
  let posts = 0;
  page.on("request", (r) => {
    // Sign-ups only: the page's own page-view beacon (docs/product.md, Traffic) is not a form post.
    if (r.method() === "POST" && r.url().includes("/survey_responses")) posts++;
  });
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await expect(dialog.getByRole("checkbox", { name: "Bangalore" })).toBeAttached();
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();

  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Enter your name.");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription("Enter your phone number.");
  await expect(dialog.getByLabel("Home city")).toHaveAccessibleDescription("Select your home city.");
  await expect(dialog.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  expect(posts).toBe(0);
});

for (const trigger of ["Get started", "Get Invited"] as const) {
  test(`the '${trigger}' panel has no accessibility violations, also with errors shown`, async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openWaitlist(page, trigger);
    await expect(dialog.getByRole("checkbox", { name: "Bangalore" })).toBeAttached();
    const scan = () => new AxeBuilder({ page }).include("dialog[open]").analyze();
    expect((await scan()).violations).toEqual([]);
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    expect((await scan()).violations).toEqual([]);
  });
}

test("offers the WhatsApp confirmation unticked and sends the choice when ticked", async ({ page }, testInfo) => {
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await fillRequired(page, uniqueEmail(testInfo));
  const whatsapp = dialog.getByRole("checkbox", { name: /^Send my confirmation and invite on WhatsApp/ });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/survey_responses"));
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ phone: "98765 43210", whatsappOptIn: true });
});
