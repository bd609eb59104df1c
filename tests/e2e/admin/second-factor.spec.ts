import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { authenticatorCode, currentStep } from "../../../server/test-support/authenticator";
import { signInWithPassword } from "../support/staff";
import { addStaffAccount, ageSecondFactor } from "../support/staff-accounts";
import { timeInLetters } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

// A sign-in and the CLI hash at the production cost: seconds each on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PASSWORD = "violet kettle harbour tiger";

/** A colleague added with `npm run staff -- add`, signing in for the first time. */
async function newColleague(page: Page, next: string, name: string) {
  const account = { email: `${name}.${timeInLetters()}@stashd.test`, password: PASSWORD };
  addStaffAccount(account.email, account.password);
  await signInWithPassword(page, next, account);
  return account;
}

/** Enrols on the second-factor page by reading the key as text (no camera) and typing its code. */
async function enrol(page: Page) {
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const field = page.getByLabel("Code from your authenticator app");
  await field.fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  const step = currentStep();
  await field.fill(authenticatorCode(secret, step));
  await page.getByRole("button", { name: "Turn on" }).click();
  return { secret, step };
}

test("the first sign-in leads through enrolment: key and QR code, a code, ten recovery codes, then the page asked for", async ({
  page,
}) => {
  const account = await newColleague(page, "/admin/invites", "enrol");
  await expect(page).toHaveURL(/\/admin\/second-factor\?next=%2Fadmin%2Finvites/);
  await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
  // A password alone reaches no admin data.
  const refused = await page.request.get("/api/v1/survey_responses");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("second_factor_required");

  await enrol(page);
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/invites$/);
  // Signed in as the new colleague: their account page names them.
  await page.goto("/admin/account");
  await expect(page.getByText(`${account.email} · `)).toBeVisible();
});

test("an export with a second factor older than 10 minutes asks for a code, then downloads, the filter kept @desktop-only", async ({
  page,
  request,
}) => {
  const tag = `reauth${timeInLetters()}`;
  await joinWaitlist(request, { name: `Reauth Person ${tag}`, email: `${tag}@example.in` });
  // They joined without confirming: the view asks for the unconfirmed.
  const account = await newColleague(page, "/admin/waitlist?confirmed=false", "reauth");
  const { secret, step } = await enrol(page);
  const recoveryCode = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .first()
    .textContent();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist\?confirmed=false$/);

  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
  await ageSecondFactor(account.email, 11);

  await page.getByRole("link", { name: /^Export CSV/ }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  // The next step's code: the enrolment used this one, and a code counts once.
  await dialog.getByLabel(/Code from your authenticator app/).fill(authenticatorCode(secret, step + 1));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Confirm" }).click(),
  ]);
  await expect(dialog).toBeHidden();
  expect(fs.readFileSync((await download.path()) ?? "", "utf8")).toContain(`Reauth Person ${tag}`);
  await expect(search).toHaveValue(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  // An erasure, stale again: the code dialog takes a recovery code, and the erasure is sent again.
  await ageSecondFactor(account.email, 11);
  const row = page.getByRole("row").filter({ hasText: tag });
  await row.getByLabel(/^More for /).click();
  await row.getByRole("button", { name: /^Erase / }).click();
  await page.getByRole("alertdialog", { name: "Erase this person?" }).getByRole("button", { name: "Erase" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/recovery code/).fill(recoveryCode ?? "");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was erased." })).toBeVisible();
  await expect(row).toHaveCount(0);
});
