import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { joinConfirmed, openHubs, SAME_ORIGIN } from "../support/hubs";
import { uniquePerson } from "../support/unique";

// Hubs are shared state of the one test server: these run once (desktop), one after another, in the one
// city no other browser test joins (Delhi NCR), and open the one planned city no other test uses.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const CITY = "Delhi NCR";
const people: { id: string; email: string; name: string }[] = [];

const hubRow = (page: Page, city: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${city}`) }) });

test("set a hub's intake, preview a wave in line order, send it and watch its progress @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  for (const label of ["Wave One", "Wave Two", "Wave Three"]) {
    const person = uniquePerson(testInfo, label.replace(" ", ""));
    people.push({ ...person, id: (await joinConfirmed(request, person, CITY)).id });
  }
  await openHubs(page);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Hubs" })).toBeVisible();

  const row = hubRow(page, CITY);
  await row.getByLabel(`Weekly intake of ${CITY}`).fill("10");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(hubRow(page, CITY).getByLabel(`Weekly intake of ${CITY}`)).toHaveValue("10");
  await expect(hubRow(page, CITY).getByTestId(/-free$/)).toHaveText(/^10(=|$)/); // the figure, then its sum

  await hubRow(page, CITY)
    .getByRole("button", { name: `Plan a wave for ${CITY}` })
    .click();
  const panel = page.getByRole("region", { name: `A wave for ${CITY}` });
  const names = panel.getByRole("table").getByRole("row");
  await expect(names).toHaveCount(4);
  for (const [i, person] of people.entries()) await expect(names.nth(i + 1)).toContainText(person.email);
  await expect(panel.getByLabel("People to invite")).toHaveValue("3");
  await expectNoViolations(page);

  await panel.getByLabel("People to invite").fill("2");
  await panel.getByRole("button", { name: "Send wave" }).click();
  // The wave is a bulk-invite job: the same progress panel (with Cancel while it runs) as the waitlist's.
  const progress = panel.getByRole("region", { name: "Bulk invite" });
  await expect(progress.getByRole("heading")).toHaveText("Bulk invite finished");
  await expect(progress.getByRole("status")).toContainText("2 sent");
  const waves = page.getByRole("region", { name: "Recent waves" });
  await expect(waves.getByRole("row").nth(1)).toContainText(CITY);
  await expect(waves.getByRole("row").nth(1)).toContainText("admin@stashd.test");
});

test("each count of a hub, a wave and the demand is a link, reached by keyboard, to its people @desktop-only", async ({
  page,
}) => {
  await openHubs(page);
  const row = hubRow(page, CITY);
  for (const figure of ["accountsThisWeek", "openInvites", "eligible"])
    await expect(row.locator(`a[data-figure="hubs.${CITY}.${figure}"]`)).toBeVisible();
  await expect(page.locator('a[data-figure^="demand."][data-figure$=".homeCity"]').first()).toBeVisible();
  // The wave just sent invited two: its count opens those two invites, from the keyboard alone.
  const invited = page.getByRole("region", { name: "Recent waves" }).getByRole("row").nth(1).locator("a").first();
  await expect(invited).toHaveText("2");
  await invited.focus();
  await expect(invited).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/invites\?wave=/);
  await expect(page.locator("[data-total]")).toHaveAttribute("data-total", "2");
});

test("with backfill on, a revoked invite is replaced by the next person in line @desktop-only", async ({ page }) => {
  test.setTimeout(90_000);
  const [first, , third] = people;
  if (!first || !third) throw new Error("the wave test runs first");
  await openHubs(page);
  const backfill = hubRow(page, CITY).getByRole("checkbox", { name: /Backfill for Delhi NCR/ });
  // Backfill replaces invites that end after it was turned on: the revoke must come after the save, not
  // after the box merely looks ticked (it does at once, before the server has answered).
  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/v1/admin/hubs/"));
  await backfill.check();
  expect((await saved).status()).toBe(200);
  await expect(hubRow(page, CITY).getByRole("checkbox", { name: /Backfill for Delhi NCR/ })).toBeChecked();

  const invites = await page.request.get(`/api/v1/invites/all?q=${encodeURIComponent(first.email)}`);
  const inviteId = (await invites.json()).invites[0].inviteId as string;
  const revoked = await page.request.post(`/api/v1/invites/${inviteId}/revoke`, { headers: SAME_ORIGIN, data: {} });
  expect(revoked.status()).toBe(200);

  const statusOf = async () => {
    const found = await page.request.get(`/api/v1/survey_responses?q=${encodeURIComponent(third.email)}`);
    return (await found.json()).items?.[0]?.inviteStatus ?? null;
  };
  await expect.poll(statusOf, { timeout: 60_000, intervals: [2_000] }).toBe("sent");
  await page.goto("/admin/audit?action=hub.backfill");
  const entry = page.getByRole("listitem").filter({ hasText: third.id });
  await expect(entry).toContainText("Freed hub place refilled (automatic)");
  await expect(entry).toContainText("system");
});

test("demand is sortable with its formula, and a planned city opens after a confirmation @desktop-only", async ({
  page,
}) => {
  await openHubs(page);
  const demand = page.getByRole("region", { name: "The next city" });
  await expect(demand.getByTestId("demand-formula")).toContainText("score = ");
  await expect(demand.getByRole("img", { name: /Hyderabad, new people a day/ })).toBeVisible();
  await expectNoViolations(page);
  await demand.getByRole("button", { name: "Home city" }).click();
  await expect(demand.getByRole("columnheader", { name: /Home city/ })).toHaveAttribute("aria-sort", "descending");

  await demand.getByRole("button", { name: "Open this city: Hyderabad" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Open Hyderabad?" });
  await expect(dialog.getByLabel(/Weekly intake/)).toBeFocused();
  await expect(dialog.getByLabel(/Weekly intake/)).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByLabel(/Weekly intake/).fill("5");
  await dialog.getByLabel(/Weekly intake/).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(hubRow(page, "Hyderabad")).toContainText("Live");
  await expect(hubRow(page, "Hyderabad").getByLabel("Weekly intake of Hyderabad")).toHaveValue("5");
  const cities = await (await page.request.get("/api/v1/cities")).json();
  expect(cities.find((c: { name: string }) => c.name === "Hyderabad").status).toBe("live");
  await expect(demand.getByRole("button", { name: "Open this city: Hyderabad" })).toBeHidden();
});
