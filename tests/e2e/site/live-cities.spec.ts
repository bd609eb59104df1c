import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/site";
import { signIn } from "../support/staff";

/**
 * Opening a city at /admin/hubs shows on the pages without a rebuild: in the HTML the server sends, after
 * React hydrates it (no mismatch, so no re-render from the bundle's build-time cities) and after a
 * client-side navigation. Chennai is opened here only (admin/hubs.spec.ts opens Hyderabad, maybe meanwhile).
 */
test("an opened city is named on the home page, after hydration and after a client-side visit to the FAQ", async ({
  page,
}) => {
  await signIn(page, "/admin/hubs");
  const opened = await page.request.put("/api/v1/admin/hubs/Chennai", {
    headers: { "x-requested-with": "stashd" },
    data: { status: "live", weeklyCapacity: 10 },
  });
  expect(opened.status()).toBe(200);

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  // The hero's eyebrow, just above its heading.
  const eyebrow = page.locator("p:has(+ #hero-heading)");
  await expect(eyebrow).toHaveText(/^Live in Bangalore, Mumbai, Delhi NCR(, Hyderabad)? and Chennai$/);
  // React keeps the server's nodes when its render matches them; a mismatch would replace them.
  await eyebrow.evaluate((element) => {
    (element as HTMLElement & { keptFromHtml?: boolean }).keptFromHtml = true;
  });
  // The waitlist form in the page offers it as live, not as coming soon, before React and after.
  const chennai = page.locator("#waitlist select[name=homeCity] option[value=Chennai]");
  await expect(chennai).toHaveText("Chennai");
  await waitForHydration(page);
  await expect(eyebrow).toHaveText(/and Chennai$/);
  await expect(chennai).toHaveText("Chennai");
  expect(await eyebrow.evaluate((element) => (element as { keptFromHtml?: boolean }).keptFromHtml)).toBe(true);

  await page.evaluate(() => {
    (window as { stayedOnPage?: boolean }).stayedOnPage = true;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  await page.getByText("Which cities do you serve?").click();
  await expect(page.getByText(/Delhi NCR(, Hyderabad)? and Chennai are live\./)).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});
