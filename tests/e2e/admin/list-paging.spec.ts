import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { timeInLetters } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

/** Joins `count` people whose names and e-mails share a tag, so a search for it isolates this test's rows. */
async function joinTagged(page: Page, tag: string, count: number, homeCity = "Bangalore") {
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(2, "0");
    await joinWaitlist(
      page.request,
      { name: `Pager ${tag} ${n}`, email: `pager.${tag}.${n}@example.in` },
      { homeCity },
    );
  }
}

/** Signs in and waits until the page asked for has opened (sign-in hashes a password: slow on a busy machine). */
async function openSignedIn(page: Page, path: string) {
  await signIn(page, path);
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"), { timeout: 20_000 });
}

const summary = (page: Page) => page.getByRole("navigation", { name: "Pages" }).getByText(/^Showing/);
const rows = (page: Page) => page.getByRole("table", { name: "Waitlist" }).locator("tbody").getByRole("row");

test("staff page through a search, and a reload or shared link shows the same page", async ({ page }, testInfo) => {
  const tag = `p${testInfo.project.name}${timeInLetters()}`;
  await joinTagged(page, tag, 12);
  await openSignedIn(page, `/admin/waitlist?q=${tag}&limit=5`);

  await expect(summary(page)).toHaveText("Showing 1–5 of 12");
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).first()).toContainText(`Pager ${tag} 11`); // newest first
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(summary(page)).toHaveText("Showing 6–10 of 12");
  await expect(page).toHaveURL(/cursor=.+&at=6|at=6.*cursor=/);
  await expect(rows(page).first()).toContainText(`Pager ${tag} 06`);

  await page.reload();
  await expect(summary(page)).toHaveText("Showing 6–10 of 12");
  await expect(rows(page).first()).toContainText(`Pager ${tag} 06`);
  await expect(page.getByLabel(/^Search/)).toHaveValue(tag);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(summary(page)).toHaveText("Showing 11–12 of 12");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(summary(page)).toHaveText("Showing 6–10 of 12");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(summary(page)).toHaveText("Showing 1–5 of 12");
});

test("search as you type, filter by city and invite, and sort by name", async ({ page }, testInfo) => {
  const tag = `s${testInfo.project.name}${timeInLetters()}`;
  await joinTagged(page, tag, 3, "Pune");
  await joinTagged(page, `${tag}x`, 2, "Mumbai");
  await openSignedIn(page, "/admin/waitlist");

  await page.getByLabel(/^Search/).fill(tag.slice(0, 2));
  await expect(page.getByText("Type at least 3 characters to search.")).toBeVisible();
  await page.getByLabel(/^Search/).fill(tag.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));
  await expect(summary(page)).toHaveText("Showing 1–5 of 5");

  await page.getByLabel("Home city").selectOption("Pune");
  await expect(page).toHaveURL(/homeCity=Pune/);
  await expect(summary(page)).toHaveText("Showing 1–3 of 3");
  for (const row of await rows(page).all()) await expect(row).toContainText("Pune");

  await page.getByLabel("Sort").selectOption({ label: "Name A–Z" });
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(rows(page).first()).toContainText(`Pager ${tag} 00`);

  await page.getByLabel("Invite status").selectOption({ label: "Invited" });
  await expect(page.getByText("No waitlist entries match these filters.")).toBeVisible();
  await expect(summary(page)).toHaveText("Showing 0 of 0");

  // Back goes to the previous view, as the URL holds it.
  await page.goBack();
  await expect(summary(page)).toHaveText("Showing 1–3 of 3");
});

test("the invites list filters by status and source and searches", async ({ page }, testInfo) => {
  const tag = `i${testInfo.project.name}${timeInLetters()}`;
  await openSignedIn(page, "/admin/dashboard");
  const headers = { "x-requested-with": "stashd" };
  const ids: string[] = [];
  for (const who of ["one", "two"]) {
    const response = await page.request.post("/api/v1/invites", {
      data: { email: `${who}.${tag}@example.in`, name: `Invitee ${who}` },
      headers,
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).inviteId);
  }
  await page.request.post(`/api/v1/invites/${ids[0]}/revoke`, { data: {}, headers });

  await page.goto(`/admin/invites?q=${tag}`);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText("Showing 1–2 of 2");
  await page.getByLabel("Source").selectOption("survey");
  await expect(page.getByText("No invites match these filters.")).toBeVisible();
  await page.getByLabel("Source").selectOption("manual");
  await page.getByLabel("Status").selectOption("revoked");
  await expect(pages).toContainText("Showing 1–1 of 1");
  await expect(page.getByRole("table", { name: "Invites" })).toContainText(`one.${tag}@example.in`);
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("revoked");
  await expect(page.getByLabel("Source")).toHaveValue("manual");
  await expect(pages).toContainText("Showing 1–1 of 1");
});

test("on a phone each entry is a card and nothing scrolls sideways @mobile-only", async ({ page }, testInfo) => {
  const tag = `m${testInfo.project.name}${timeInLetters()}`;
  await joinTagged(page, tag, 2);
  for (const path of [`/admin/waitlist?q=${tag}`, `/admin/invites`, `/admin/dashboard?view=waitlist&q=${tag}`]) {
    if (path.startsWith("/admin/waitlist")) await openSignedIn(page, path);
    else await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto(`/admin/waitlist?q=${tag}`);
  const card = rows(page).first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  // Each value carries its column's name beside it.
  await expect(card.getByText("Email", { exact: true })).toBeVisible();
  // The header row is for screen readers only on a phone.
  const header = await page.getByRole("table", { name: "Waitlist" }).locator("thead").boundingBox();
  expect(header?.height ?? 0).toBeLessThanOrEqual(1);
  await page.screenshot({ path: testInfo.outputPath("waitlist-phone.png"), fullPage: true });
});
