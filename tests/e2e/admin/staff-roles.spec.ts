import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { type ColleagueAuthenticator, passColleagueSecondFactor, signIn } from "../support/staff";
import { uniquePerson, uniqueTag } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

const PASSWORD = "a colleague's long first password";
/** Signing in and adding an account hash a password at production cost: slow on a busy machine. */
const HASHED = { timeout: 20_000 };

// Each test signs in two or three times and adds an account.
test.describe.configure({ timeout: 90_000 });

/** As the signed-in owner: a new staff account with this role (through the API, as /admin/staff does). */
async function addStaff(owner: Page, email: string, role: "viewer" | "admin" | "owner") {
  const response = await owner.request.post("/api/v1/staff", {
    headers: { "x-requested-with": "stashd" },
    data: { email, password: PASSWORD, role },
  });
  expect(response.status()).toBe(201);
}

/** Each colleague's authenticator app, by e-mail: enrolled at their first sign-in. */
const authenticators = new Map<string, ColleagueAuthenticator>();

/** A browser of its own for a colleague, signed in with their account through both factors. */
async function signedInAs(browser: Browser, email: string, next = "/admin/dashboard") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/second-factor/, HASHED);
  const app = authenticators.get(email) ?? { step: 0 };
  authenticators.set(email, app);
  await passColleagueSecondFactor(page, app);
  await expect(page).not.toHaveURL(/\/admin\/(login|second-factor)/);
  return { page, close: () => context.close() };
}

test("a viewer's admin is read only: lists and hubs show, nothing offers a change", async ({ page, browser }, info) => {
  const email = `viewer.${uniqueTag(info)}@stashd.test`;
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("button", { name: "Create Manual Invite" })).toBeVisible(HASHED);
  await addStaff(page, email, "viewer");

  const person = uniquePerson(info, "Seen");
  await joinWaitlist(page.request, person);

  const viewer = await signedInAs(browser, email, `/admin/waitlist?q=${encodeURIComponent(person.email)}`);
  const note = viewer.page.getByRole("note").filter({ hasText: "Read only." });
  await expect(note).toContainText("can view but not change anything");
  await expect(viewer.page.getByRole("heading", { level: 1, name: /Waitlist/ })).toBeVisible();
  const row = viewer.page.getByRole("row").filter({ hasText: person.name });
  await expect(row).toContainText("Not invited");
  await expect(viewer.page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: /Extend Invite|Invite again|Erase/ })).toHaveCount(0);
  await expect(viewer.page.getByLabel(/^More for /)).toHaveCount(0);
  await expect(viewer.page.getByRole("checkbox")).toHaveCount(0);

  await viewer.page.goto("/admin/dashboard");
  await expect(viewer.page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  await expect(viewer.page.getByRole("button", { name: "Create Manual Invite" })).toHaveCount(0);

  // No intake input, "Set intake" link or wave button for a viewer: nothing they could not use.
  await expect(viewer.page.getByRole("link", { name: "Set intake" })).toHaveCount(0);
  await viewer.page.goto("/admin/hubs");
  await expect(viewer.page.getByRole("heading", { level: 1, name: /Hubs/ })).toBeVisible();
  await expect(viewer.page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(viewer.page.getByRole("spinbutton")).toHaveCount(0);
  await expect(viewer.page.getByRole("button", { name: /Plan a wave/ })).toHaveCount(0);
  await expect(viewer.page.getByText("can view but not change anything").first()).toBeVisible();
  await expect(viewer.page.getByRole("link", { name: "Staff" })).toHaveCount(0);
  // A page the role may not open says why, with no Retry that would only be refused again.
  await viewer.page.goto("/admin/staff");
  await expect(viewer.page.getByRole("alert")).toContainText("Your role does not open this page");
  await expect(viewer.page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await viewer.close();
});

test("an owner adds a colleague and changes their role on /admin/staff", async ({ page }, info) => {
  const email = `role.${uniqueTag(info)}@stashd.test`;
  await signIn(page, "/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible(HASHED);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("First password").fill(PASSWORD);
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${email} as viewer` })).toBeVisible(HASHED);

  const role = page.getByLabel(`Role of ${email}`);
  await expect(role).toHaveValue("viewer");
  await role.selectOption("admin");
  await expect(page.getByRole("status").filter({ hasText: `${email} is now admin.` })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue("admin");
  await expectNoViolations(page);
});

test("a colleague ends their other session from their account page, an owner their last one", async ({
  page,
  browser,
}, info) => {
  const email = `sessions.${uniqueTag(info)}@stashd.test`;
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible(HASHED);
  await addStaff(page, email, "admin");
  const laptop = await signedInAs(browser, email);
  const phone = await signedInAs(browser, email);

  await laptop.page.getByRole("link", { name: email }).click();
  await expect(laptop.page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const sessions = laptop.page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
  await sessions
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /End the session/ })
    .click();
  await expect(laptop.page.getByRole("status").filter({ hasText: "Ended the session" })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectNoViolations(laptop.page);

  // The other device is refused at its next request and sent to sign in.
  await phone.page.goto("/admin/waitlist");
  await expect(phone.page).toHaveURL(/\/admin\/login/);
  await laptop.page.goto("/admin/waitlist");
  await expect(laptop.page).toHaveURL(/\/admin\/waitlist/);

  // An owner ends the colleague's last session from /admin/staff.
  await page.goto("/admin/staff");
  await page.getByRole("link", { name: `Sessions of ${email}` }).click();
  const theirs = page.getByRole("region", { name: `Sessions of ${email}` }).getByRole("listitem");
  await expect(theirs).toHaveCount(1);
  await theirs.getByRole("button", { name: /End the session/ }).click();
  await expect(page.getByRole("region", { name: `Sessions of ${email}` })).toContainText("No open sessions.");
  await laptop.page.goto("/admin/invites");
  await expect(laptop.page).toHaveURL(/\/admin\/login/);
  await Promise.all([laptop.close(), phone.close()]);
});
