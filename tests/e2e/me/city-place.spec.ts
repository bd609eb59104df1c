import { mkdirSync } from "node:fs";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { joinConfirmed, openHubs, setIntake } from "../support/hubs";
import { uniquePerson } from "../support/unique";

/** The personal page as a founder sees it, kept for the record (SHOTS_LABEL: "before" or "after"). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR ?? "/tmp/shots-me";
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: `${dir}/${process.env.SHOTS_LABEL ?? "after"}-${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test("the place is among the people waiting for the same home city, next to that city's estimate", async ({
  page,
  request,
}, testInfo) => {
  await openHubs(page);
  await setIntake(page, "Bangalore", 50);
  // Someone of another city joins too: they are not in Bangalore's line.
  await joinConfirmed(request, uniquePerson(testInfo, "Juhu"), "Mumbai");
  const { link } = await joinConfirmed(request, uniquePerson(testInfo, "Indira"), "Bangalore");
  await page.goto(link);
  await expect(page.getByTestId("wait-estimate")).toContainText(/about \d+ weeks?/);
  await shot(page, testInfo, "live");

  await expect(page.getByText("Place in the Bangalore line")).toBeVisible();
  const position = numberIn(await page.getByTestId("position").textContent());
  await expect(page.getByTestId("position-of")).toHaveText(/^of [\d,]+ waiting$/);
  const of = numberIn(await page.getByTestId("position-of").textContent());
  expect(position).toBeGreaterThanOrEqual(1);
  expect(position).toBeLessThanOrEqual(of);
  await expect(page.getByText(/Everyone waiting for your home city/)).toBeVisible();
});

test("a person waiting for a planned city sees how many wait for it and how to bring it closer, no place", async ({
  page,
  request,
}, testInfo) => {
  // Pune: the one planned city no browser test opens (admin-hubs opens Hyderabad, site-live-cities Chennai).
  const { link } = await joinConfirmed(request, uniquePerson(testInfo, "Shaniwar"), "Pune");
  await page.goto(link);
  await expect(page.getByTestId("wait-estimate")).toContainText(/waiting for Pune/);
  await shot(page, testInfo, "planned");

  await expect(page.getByTestId("position")).toHaveCount(0);
  await expect(page.getByText("Waiting for Pune", { exact: true })).toBeVisible();
  const waiting = numberIn(await page.getByTestId("waiting-count").textContent());
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("wait-estimate")).toContainText(`one of ${waiting.toLocaleString("en-IN")} waiting`);
  await expect(page.getByText(/Pune has no line yet/)).toBeVisible();
  await expect(page.getByLabel("Your referral link")).toBeVisible();
});
