import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniqueTag } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

const SAME_ORIGIN = { "x-requested-with": "stashd" };
const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** Today and yesterday as Indian calendar days (YYYY-MM-DD). */
function indianDays() {
  const now = Date.now() + 330 * 60_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { today: day(now), yesterday: day(now - 86_400_000) };
}

async function countIn(page: Page, box: string): Promise<number> {
  const value = page.getByRole("region", { name: box, exact: true }).getByText(/^\d[\d,]*$/);
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? "").replace(/,/g, ""));
}

async function expectSorted(cells: Locator, direction: "ascending" | "descending") {
  const texts = await cells.allTextContents();
  const sorted = [...texts].sort((a, b) => a.localeCompare(b, "en-IN"));
  expect(texts).toEqual(direction === "ascending" ? sorted : sorted.reverse());
}

test("every cell of the breakdown is the API's row under its own header", async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  const surveyId = await joinWaitlist(
    page.request,
    { name: "Cell Tester", email: `cells.${tag}@example.in` },
    { company: `Cells ${tag}`, homeCity: "Chennai" },
  );
  const invite = await page.request.post("/api/v1/invites", {
    headers: SAME_ORIGIN,
    data: {
      name: "Cell Tester",
      email: `cells.${tag}@example.in`,
      source: "survey",
      surveyResponseId: surveyId,
      allowPlanned: true,
      allowUnconfirmed: true,
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const breakdown = page.getByRole("region", { name: "Breakdown by City & Company" });
  const headers = ["City", "Company", "Waitlists", "Confirmed", "Invites Sent", "Signups"];
  const count = new Intl.NumberFormat("en-IN");
  // Other tests add rows meanwhile: read the screen and the API back to back until they agree.
  await expect(async () => {
    await page.goto("/admin/trending");
    await expect(breakdown.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
    const api = await page.request.get("/api/v1/admin/trending/breakdown?by=home_city");
    const rows = (await api.json()) as { city: string; company: string; [count: string]: number | string }[];
    const expected = rows.map((row) => [
      row.city,
      row.company,
      ...["waitlists", "confirmed", "invites", "signups"].map((key) => count.format(Number(row[key]))),
    ]);
    const screen = await breakdown
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
    expect(await breakdown.getByRole("columnheader").allTextContents()).toEqual(
      headers.map((h) => expect.stringContaining(h)),
    );
    expect(screen.sort()).toEqual(expected.sort());
  }).toPass({ timeout: 20_000 });
});

test("staff read the funnel: totals match the dashboard, range, sorting and the chart's data table @db", async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const company = `Funnel ${tag} Ltd`;
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();

  // Two spellings of one company, one of them invited: the breakdown should show them as one row.
  const one = { name: "Trend Tester", email: `one.${tag}@example.in` };
  const surveyId = await joinWaitlist(page.request, one, { company, homeCity: "Pune" });
  await joinWaitlist(
    page.request,
    { ...one, email: `two.${tag}@example.in` },
    { company: `  funnel ${tag}   LTD`, homeCity: "Pune" },
  );
  const invite = await page.request.post("/api/v1/invites", {
    headers: SAME_ORIGIN,
    data: { ...one, source: "survey", surveyResponseId: surveyId, allowPlanned: true, allowUnconfirmed: true },
  });
  expect(invite.status(), await invite.text()).toBe(201);

  // Other tests add rows at the same time, so compare the two screens read back to back, retrying on a race.
  const totals = { waitlists: 0, invites: 0, signups: 0 };
  await expect(async () => {
    await page.goto("/admin/dashboard");
    const dashboard = [
      await countIn(page, "Total Waitlist"),
      await countIn(page, "Total Invites Sent"),
      await countIn(page, "Total Users Signed Up"),
    ];
    await page.getByRole("link", { name: "View Trends" }).click();
    await expect(page).toHaveURL(/\/admin\/trending/);
    totals.waitlists = await countIn(page, "Waitlists");
    totals.invites = await countIn(page, "Invites Sent");
    totals.signups = await countIn(page, "Signups");
    expect([totals.waitlists, totals.invites, totals.signups]).toEqual(dashboard);
  }).toPass({ timeout: 20_000 });
  // Rates are people over people: the invite rate counts waitlist entries invited, not invites.
  await expect(page.getByRole("region", { name: "Invites Sent" })).toContainText(
    new RegExp(`of ${totals.waitlists} waitlists invited \\(\\d`),
  );
  await expect(page.getByRole("region", { name: "Signups", exact: true })).toContainText(
    totals.invites
      ? `${totals.signups} of ${totals.invites} invited people signed up (${percent.format(totals.signups / totals.invites)})`
      : "No data yet",
  );
  await expect(page.getByRole("link", { name: /Back to dashboard/ })).toHaveAttribute("href", "/admin/dashboard");
  // The read model caught up before the overview answered (server/services/funnel/read-model.ts).
  await expect(page.getByTestId("funnel-freshness")).toHaveText(/Counts updated (just now|\d+ s ago)/);

  // Every total is a door to its people, from the keyboard: the confirmed open the waitlist filtered to them.
  for (const figure of ["visitors", "waitlists", "confirmed", "signups"])
    await expect(page.locator(`a[data-figure="funnel.${figure}"]`)).toBeVisible();
  const confirmed = page.locator('a[data-figure="funnel.confirmed"]');
  const shown = Number(((await confirmed.textContent()) ?? "").replace(/,/g, ""));
  await confirmed.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/waitlist\?confirmed=true$/);
  await expect(page.locator("[data-total]")).toBeVisible();
  // Others join at the same time: the list counts at least the people the total counted a moment before.
  expect(Number(await page.locator("[data-total]").getAttribute("data-total"))).toBeGreaterThanOrEqual(shown);
  await page.goBack();

  const breakdown = page.getByRole("region", { name: "Breakdown by City & Company" });
  const ours = breakdown.getByRole("row").filter({ hasText: tag });
  await expect(ours).toHaveCount(1);
  await expect(ours.getByRole("cell")).toHaveText(["Pune", company, "2", "0", "1", "0"]);

  const trend = page.getByRole("region", { name: "Trend Over Time" });
  await expect(trend.getByRole("img", { name: /Daily line chart/ })).toBeVisible();
  await trend.getByRole("button", { name: "Show data table" }).click();
  await expect(trend.getByRole("button", { name: "Hide data table" })).toHaveAttribute("aria-expanded", "true");
  const { today, yesterday } = indianDays();
  const todayRow = trend.getByRole("row", { name: new RegExp(`^${dayLabel.format(new Date(today))}`) });
  await expect(trend.getByRole("row")).toHaveCount(91); // a header and the default 90 days
  // The columns after the date: Visitors, then Waitlists.
  const todayWaitlists = Number(await todayRow.getByRole("cell").nth(1).textContent());
  expect(todayWaitlists).toBeGreaterThanOrEqual(2);

  // A range that ends yesterday leaves today's entries out of both the chart and the breakdown.
  await page.getByLabel("From", { exact: true }).fill(yesterday);
  await page.getByLabel("To", { exact: true }).fill(yesterday);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${yesterday}`));
  await expect(trend.getByRole("row")).toHaveCount(2);
  await expect(ours).toHaveCount(0);

  // A reversed range is refused next to the field, and the typed dates stay.
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("To must be on or after From.")).toBeVisible();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(today);

  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(trend.getByRole("row")).toHaveCount(8);
  await expect(ours.getByRole("cell")).toHaveText(["Pune", company, "2", "0", "1", "0"]);

  const companyHeader = breakdown.getByRole("columnheader", { name: "Company" });
  // "Other" and "Not on the waitlist" stay last whatever the sort; the ranked rows sort.
  await expect(breakdown).toContainText("The 50 largest groups by waitlists");
  const companies = breakdown
    .locator("tbody tr")
    .filter({ hasNotText: "Not on the waitlist" })
    .filter({ hasNotText: "(all others)" })
    .locator("td:nth-child(2)");
  await companyHeader.getByRole("button").click();
  await expect(companyHeader).toHaveAttribute("aria-sort", "ascending");
  await expectSorted(companies, "ascending");
  await companyHeader.getByRole("button").click();
  await expect(companyHeader).toHaveAttribute("aria-sort", "descending");
  await expectSorted(companies, "descending");

  const audit = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("a section that fails to load says why and Retry loads it again", async ({ page }) => {
  await signIn(page, "/admin/trending");
  await expect(page.getByRole("heading", { name: "Lead Funnel Overview" })).toBeVisible();
  await page.route("**/api/v1/admin/trending/timeseries?**", (route) =>
    route.fulfill({ status: 503, json: { detail: "The database is not reachable.", errors: [] } }),
  );
  await page.reload();
  const trend = page.getByRole("region", { name: "Trend Over Time" });
  const alert = trend.getByRole("alert");
  await expect(alert).toContainText("Could not load the trend. The database is not reachable.");
  // The other sections do not depend on it.
  await expect(page.getByRole("region", { name: "Waitlists", exact: true })).toBeVisible();

  await page.unroute("**/api/v1/admin/trending/timeseries?**");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toBeHidden();
  await expect(trend.getByRole("button", { name: "Show data table" })).toBeVisible();
});
