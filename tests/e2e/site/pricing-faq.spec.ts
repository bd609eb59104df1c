import { expect, test } from "@playwright/test";

test("pricing toggles between Subscription (default) and Pay as you go with Indian-formatted prices", async ({
  page,
}) => {
  await page.goto("/pricing");
  const plans = page.getByRole("list", { name: "Plans" }).getByRole("listitem");
  await expect(page.getByRole("radio", { name: "Subscription" })).toBeChecked();
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText("Duffle Bag");
  await expect(plans.nth(0)).toContainText("up to 4 kg / 20L");
  await expect(plans.nth(0)).toContainText("1-2 days");
  await expect(plans.nth(0)).toContainText("₹1,500");
  await expect(plans.nth(1)).toContainText("₹3,000");
  await expect(plans.nth(2)).toContainText("Medium Check-in Bag");
  await expect(plans.nth(2)).toContainText("₹4,000");

  // Keyboard: the toggle is a radio group, so arrow keys switch the mode.
  await page.getByRole("radio", { name: "Subscription" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
  await expect(plans.nth(0)).toContainText("Duffle");
  await expect(plans.nth(0)).toContainText("Storage fee");
  await expect(plans.nth(0)).toContainText("₹200");
  await expect(plans.nth(0)).toContainText("Fee per use");
  await expect(plans.nth(0)).toContainText("₹600");
  await expect(plans.nth(1)).toContainText("₹300");
  await expect(plans.nth(1)).toContainText("₹1,000");
  await expect(plans.nth(2)).toContainText("₹500");
  await expect(plans.nth(2)).toContainText("₹1,500");
  await page.getByText("Subscription", { exact: true }).click();
  await expect(plans.nth(0)).toContainText("₹1,500");
});

test("pricing notes list the terms", async ({ page }) => {
  await page.goto("/pricing");
  for (const note of [
    "minimum commitment of 3 months, then month-to-month from the 4th month",
    "no lock-in",
    "GST is extra at 18%",
    "pickup, delivery, cleaning, ironing and repacking",
    "Charges are per city. One city per subscription.",
    "Multi-city subscriptions go through support by e-mail",
  ]) {
    await expect(page.getByText(note)).toBeVisible();
  }
});

test("'View Service Fees' shows the indicative-price table and 'Hide Service Fees' hides it", async ({ page }) => {
  await page.goto("/pricing");
  const table = page.getByRole("table");
  await expect(table).toBeHidden();
  await page.getByText("View Service Fees").click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Service", "Indicative Pricing"]);
  await expect(table).toContainText("₹300-₹800");
  await expect(table).toContainText("₹500-₹1,200");
  await expect(table).toContainText("₹25/km from the CBD");
  await page.getByText("Hide Service Fees").click();
  await expect(table).toBeHidden();
});

test("the FAQ has exactly 12 questions in a keyboard-operable accordion and a contact link", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByText("Didn’t find the answer?")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  const questions = page.locator("details");
  await expect(questions).toHaveCount(12);
  const answer = page.getByText("At least 8 hours. Book by 10 pm");
  await expect(answer).toBeHidden();
  await page.getByText("How much notice do you need to deliver my stash to a hotel?").click();
  await expect(answer).toBeVisible();
  await page.getByText("How much notice do you need to deliver my stash to a hotel?").click();
  await expect(answer).toBeHidden();
  // Keyboard: focus the second question's summary and press Enter, then Space closes it.
  const second = questions.nth(1).locator("summary");
  await second.focus();
  await page.keyboard.press("Enter");
  await expect(questions.nth(1)).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(questions.nth(1)).not.toHaveAttribute("open", "");
});
