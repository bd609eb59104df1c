import { expect, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { openOnboardingAsInvitee, signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";

test("the dashboard, its invites list and the invite modal pass an axe check and work from the keyboard", async ({
  page,
}) => {
  // Three axe runs and a sign-in at the production hashing cost: longer than the default 30 s on a busy machine.
  test.slow();
  await signIn(page, "/admin");
  await page.getByRole("button", { name: "View Invites" }).click();
  await expect(page.getByRole("table", { name: "Invites" }).or(page.getByText("No invites found."))).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Create Manual Invite" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create Manual Invite" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Create Manual Invite" })).toBeFocused();
});

test("the onboarding page passes an axe check", async ({ page }, testInfo) => {
  await signIn(page, "/admin");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  await openOnboardingAsInvitee(page, uniquePerson(testInfo, "Axe"));
  await expectNoViolations(page);
});
