import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

test("the plain waitlist opens the invite form page prefilled, and the invite shows in the invites list", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Dev");
  await joinWaitlist(request, person);
  await signIn(page, "/admin/waitlist");

  const row = page.getByRole("row").filter({ hasText: person.email });
  await row.getByRole("button", { name: /Extend Invite/ }).click();
  await expect(page).toHaveURL(/\/admin\/invite-form\?survey=/);
  await expect(page.getByRole("heading", { name: "Extend Invite" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await page.getByRole("checkbox", { name: "Invite although not confirmed" }).check();
  await page.getByRole("button", { name: "Send Invite" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invite sent!" })).toBeVisible();

  await page.goto("/admin/waitlist");
  await expect(
    page.getByRole("row").filter({ hasText: person.email }).getByRole("button", { name: "Invite Sent" }),
  ).toBeDisabled();
  await page.goto("/admin/invites");
  const invite = page.getByRole("row").filter({ hasText: person.email });
  await expect(invite).toContainText("survey");
  await expect(invite).toContainText("sent");
  await expect(invite.getByRole("link", { name: /Open onboarding link/ })).toHaveAttribute(
    "href",
    /\/onboarding\?invite=[\w-]+$/,
  );
});

test("a failed list says what happened and offers Retry", async ({ page }) => {
  await signIn(page, "/admin/invites");
  await expect(page.getByRole("heading", { level: 1, name: "Invites" })).toBeVisible();
  await page.route("**/api/v1/invites/all", (route) =>
    route.fulfill({ status: 503, json: { detail: "The database is not reachable.", errors: [] } }),
  );
  await page.reload();
  const alert = page.getByRole("alert").filter({ hasText: "The database is not reachable." });
  await expect(alert).toBeVisible();
  await page.unroute("**/api/v1/invites/all");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole("table", { name: "Invites" }).or(page.getByText("No invites found."))).toBeVisible();
});

test("a manual invite with a bad e-mail shows the server's error and keeps the values", async ({ page }) => {
  await signIn(page, "/admin");
  await page.getByRole("button", { name: "Create Manual Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manual Invite" });
  // The browser accepts this address; the server's stricter rule answers.
  await dialog.getByLabel("Email").fill("someone@localhost");
  await dialog.getByLabel("Name").fill("Kept Name");
  await dialog.getByLabel("City").selectOption("Bangalore");
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Error: Some fields need attention.");
  await expect(dialog.getByLabel("Name")).toHaveValue("Kept Name");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a manual invite can be re-sent and revoked from the dashboard's invites list", async ({ page }, testInfo) => {
  const person = uniquePerson(testInfo, "Manual");
  await signIn(page, "/admin");
  await page.getByRole("button", { name: "Create Manual Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manual Invite" });
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("City").selectOption("Bangalore");
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invite sent!" })).toBeVisible();

  await page.getByRole("button", { name: "View Invites" }).click();
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText("manual");
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invite re-sent to ${person.email}.` })).toBeVisible();

  await row.getByRole("button", { name: "Revoke" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this invite?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Invite revoked." })).toBeVisible();
  await expect(row).toContainText("revoked");
  await expect(row.getByRole("button", { name: "Revoke" })).toBeDisabled();
  await expect(row.getByRole("button", { name: "Resend" })).toBeDisabled();
});
