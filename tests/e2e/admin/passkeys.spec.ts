import { expect, test } from "@playwright/test";
import { authenticatorCode, currentStep } from "../../../server/test-support/authenticator";
import { addPasskeyAuthenticator, PASSKEY_BASE_URL } from "../support/passkeys";
import { signInWithPassword } from "../support/staff";
import { addStaffAccount, ageSecondFactor } from "../support/staff-accounts";
import { timeInLetters } from "../support/unique";

// Sign-ins hash at the production cost: seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });
test.use({ baseURL: PASSKEY_BASE_URL });

test("a colleague adds a passkey after the usual sign-in, signs in with it alone, and confirms with it that it is them @desktop-only", async ({
  page,
}) => {
  await addPasskeyAuthenticator(page);

  // Its own account, so the shared session and its authenticator app stay untouched.
  const account = { email: `passkey.${timeInLetters()}@stashd.test`, password: "amber lantern quiet otter" };
  addStaffAccount(account.email, account.password);
  await signInWithPassword(page, "/admin/security", account);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click({ timeout: 30_000 });
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code from your authenticator app").fill(authenticatorCode(secret, currentStep()));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("link", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByLabel("Name for a new passkey (optional)").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("Test laptop");

  // Signed out once the sign-in page shows: a page opened before then would still be signed in.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/waitlist");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  // Both factors at once: the page asked for, with no code asked.
  await expect(page).toHaveURL(/\/admin\/waitlist/);
  await expect(page.getByText(account.email)).toBeVisible();

  // Removing a passkey needs a second factor from the last 10 minutes: the passkey itself gives it.
  await page.goto("/admin/security");
  await ageSecondFactor(account.email, 11);
  await page.getByRole("button", { name: "Remove Test laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await dialog.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(dialog).toBeHidden();
  // Removed, the passkey no longer signs in.
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("not registered here");
});
