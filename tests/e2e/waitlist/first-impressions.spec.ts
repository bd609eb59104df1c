import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn as signInPage } from "../support/staff";
import { uniqueEmail, uniquePerson, uniqueTag } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";
import { fillRequired, openWaitlist } from "../support/waitlist-form";

// The shared machine is slow at times: a sign-in hashes at the production cost.
test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page, next: string) {
  await signInPage(page, next);
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 });
}

/**
 * The words of a locator's text that the browser broke across two lines: runs without spaces (a hyphen
 * ends a word too, as a line may break after it), in each text piece (an address is split into pieces).
 */
function brokenWords(locator: Locator) {
  return locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test("the thanks view keeps the address whole between its parts, and says what comes next, true for a new and a repeat sign-up", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  const email = uniqueEmail(testInfo, "ananya.krishnamurthy");
  await fillRequired(page, email);
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const thanks = dialog.getByRole("status");
  await expect(thanks).toContainText(email);
  await expect(thanks).toContainText("with the link to your personal page.");
  await expect(thanks).toContainText("Open it to confirm your spot");
  await expect(thanks).not.toContainText("Already on the list");
  // The address may wrap before its "@" or after a dot, never inside a part of it.
  expect(await brokenWords(thanks.getByText(email, { exact: true }))).toEqual([]);
});

test("a corrected field loses its message at once; the others keep theirs until fixed", async ({ page }) => {
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const email = dialog.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("asha@example");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("asha@example.in");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Please check the highlighted fields.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Asha Rao");
  await dialog.getByLabel("Phone").fill("98765 43210");
  await dialog.getByLabel("Home city").selectOption("Bangalore");
  await dialog.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
  await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(dialog.getByText("Please check the highlighted fields.")).toBeHidden();
});

test("an old 'Invite sent!' goes when the next invite starts, so it never sits beside that one's error", async ({
  page,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Banner");
  await signIn(page, "/admin");
  await page.getByRole("button", { name: "Create Manual Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manual Invite" });
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("City").selectOption("Bangalore");
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Invite sent!" });
  await expect(banner).toBeVisible();

  await page.getByRole("button", { name: "Create Manual Invite" }).click();
  await dialog.getByLabel("Email").fill("someone@localhost");
  await dialog.getByLabel("City").selectOption("Bangalore");
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Error:");
  await expect(banner).toHaveCount(0);
});

test("company names and addresses on the staff waitlist wrap between words, never inside one", async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const person = { name: `Wrap Tester ${tag}`, email: `venkataraghavan.subramaniam.${tag}@consultancy-example.in` };
  const company = "Tata Consultancy Services International Private Limited";
  await joinWaitlist(page.request, person, { company });
  await signIn(page, "/admin/dashboard?view=waitlist");
  const row = page.getByRole("row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  expect(await brokenWords(row.getByRole("cell").filter({ hasText: company }).last())).toEqual([]);
  expect(await brokenWords(row.getByRole("cell").filter({ hasText: person.email }).last())).toEqual([]);
});

test.describe("the breakdown table", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    const person = uniquePerson(testInfo, "Breakdown");
    await joinWaitlist(page.request, person, { company: `Scroll Cue ${uniqueTag(testInfo)}` });
    await signIn(page, "/admin/trending");
  });

  test("on a phone says it scrolls sideways, and fades its edge until the last column is in view @mobile-only", async ({
    page,
  }) => {
    const table = page.getByRole("region", { name: "Breakdown by City and company" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByText("Scroll sideways to see every column.")).toBeVisible();
    const fade = page.getByTestId("scroll-fade").first();
    await expect(fade).toBeVisible();
    await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect(fade).toBeHidden();
    const last = table.getByRole("columnheader", { name: /Signups/ });
    await last.evaluate((header) => header.scrollIntoView({ block: "nearest", inline: "nearest" }));
    // Whole but for sub-pixel rounding of the table's fractional widths (0.998 seen on a 390 px screen).
    await expect(last).toBeInViewport({ ratio: 0.99 });
  });

  test("on a wide screen shows every column without a cue @desktop-only", async ({ page }) => {
    const table = page.getByRole("region", { name: "Breakdown by City and company" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    await expect(page.getByText("Scroll sideways to see every column.")).toHaveCount(0);
    await expect(page.getByTestId("scroll-fade")).toHaveCount(0);
  });
});
