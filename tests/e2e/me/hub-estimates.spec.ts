import { expect, test } from "@playwright/test";
import { joinConfirmed, openHubs, setIntake } from "../support/hubs";
import { uniquePerson } from "../support/unique";

test("a person of a live city with an intake sees an estimate in weeks, never a date", async ({
  page,
  request,
}, testInfo) => {
  await openHubs(page);
  await setIntake(page, "Bangalore", 50);
  const { link } = await joinConfirmed(request, uniquePerson(testInfo, "Pace"), "Bangalore");
  await page.goto(link);
  const estimate = page.getByTestId("wait-estimate");
  await expect(estimate).toContainText("Estimate");
  await expect(estimate).toContainText(/At the current pace, about \d+ weeks?/);
  await expect(estimate).toContainText("not a promise of a date");
});

test("a person of a planned city sees how many wait for it and how to bring it closer", async ({
  page,
  request,
}, testInfo) => {
  // Pune: the one planned city no browser test opens (admin-hubs opens Hyderabad, site-live-cities Chennai).
  const { link } = await joinConfirmed(request, uniquePerson(testInfo, "Poona"), "Pune");
  await page.goto(link);
  const estimate = page.getByTestId("wait-estimate");
  await expect(estimate).toContainText(
    /We open Pune when enough people want it: you are one of [\d,]+ waiting for Pune\./,
  );
  await expect(estimate).toContainText("Your referral link below is the way to bring it closer");
  await expect(page.getByLabel("Your referral link")).toBeVisible();
});
