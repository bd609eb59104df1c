import { expect, type Page, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

const SAME_ORIGIN = { "x-requested-with": "stashd" };

/** Creates an invite through the API, with the signed-in page's session; returns its id. */
async function inviteByApi(page: Page, data: object): Promise<string> {
  const response = await page.request.post("/api/v1/invites", { headers: SAME_ORIGIN, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).inviteId;
}

async function openManualInvite(page: Page, email: string) {
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Create Manual Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manual Invite" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("City").selectOption("Mumbai");
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  return dialog;
}

test("a second invite for someone with an open one offers Resend in the modal @db", async ({ page }, testInfo) => {
  const person = uniquePerson(testInfo, "Twice");
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  await inviteByApi(page, { email: person.email });

  const dialog = await openManualInvite(page, person.email.toUpperCase());
  await expect(dialog.getByRole("alert")).toContainText("already has an open invite");
  await dialog.getByRole("button", { name: "Resend" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Invite sent!" })).toBeVisible();

  const invites = (await (await page.request.get("/api/v1/invites/all")).json()).invites as Array<{ email: string }>;
  expect(invites.filter((invite) => invite.email === person.email)).toHaveLength(1);
});

test("an invite for someone who already has an account is refused in the modal @db", async ({ page }, testInfo) => {
  const person = uniquePerson(testInfo, "Member");
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  const inviteId = await inviteByApi(page, { email: person.email });
  const signup = await page.request.post("/api/v1/onboarding", {
    data: { invite: inviteId, name: person.name, phone: "+919876543210", acceptTerms: true },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const dialog = await openManualInvite(page, person.email);
  await expect(dialog.getByRole("alert")).toContainText("already has an account");
  await expect(dialog.getByRole("button", { name: "Resend" })).toHaveCount(0);
  await expect(dialog.getByLabel("Email")).toHaveValue(person.email);
});

test("a revoked invite shows on the waitlist row, with Invite again @db", async ({ page }, testInfo) => {
  const person = uniquePerson(testInfo, "Revoked");
  const surveyResponseId = await joinWaitlist(page.request, person);
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  const inviteId = await inviteByApi(page, {
    email: person.email,
    source: "survey",
    surveyResponseId,
    allowUnconfirmed: true,
  });
  const revoke = await page.request.post(`/api/v1/invites/${inviteId}/revoke`, { headers: SAME_ORIGIN, data: {} });
  expect(revoke.status()).toBe(200);

  await page.reload();
  await page.getByRole("button", { name: "View Waitlist" }).click();
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText("Revoked");
  await row.getByRole("button", { name: `Invite ${person.name} again` }).click();
  const dialog = page.getByRole("dialog", { name: "Extend Invite" });
  await expect(dialog.getByLabel("Email")).toHaveValue(person.email);
  await dialog.getByRole("checkbox", { name: "Invite although not confirmed" }).check();
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Invite Sent" })).toBeDisabled();
});
