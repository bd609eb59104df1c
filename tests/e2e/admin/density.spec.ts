import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

test.use({ viewport: { width: 1280, height: 800 } });

/** Calm and dense: a founder sees at least 12 people of the waitlist at 1280×800 without scrolling. */
test("the waitlist shows at least 12 rows at 1280×800, numbers on the right, addresses whole on focus @desktop-only", async ({
  page,
}, testInfo) => {
  for (let n = 0; n < 14; n++) {
    const person = uniquePerson(testInfo, `Dense${n}`);
    await joinWaitlist(page.request, { ...person, email: `a.rather.long.address.${n}.${person.email}` });
  }
  await signIn(page, "/admin/waitlist");
  await expect(page.locator("[data-total]")).toBeVisible();
  const inView = await page
    .locator("tbody tr")
    .evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(inView).toBeGreaterThanOrEqual(12);

  const referrals = page.locator("tbody tr").first().locator("td").nth(6);
  await expect(referrals).toHaveCSS("text-align", "right");
  // An address is cut on one line, never broken mid-word, and shown whole on focus.
  const address = page.locator("tbody [data-truncated]").first();
  const lines = await address.evaluate((el) => Math.round(el.getBoundingClientRect().height / 20));
  expect(lines).toBe(1);
  await expect(address).toHaveAttribute("title", /@/);
  await address.focus();
  await expect(address).toHaveCSS("white-space", "normal");
});
