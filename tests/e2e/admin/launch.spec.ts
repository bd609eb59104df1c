import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";

test("a signed-out visit to /admin goes to sign-in without a console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown admin path is an admin 'not found' with status 404; every admin title ends '| Stashd admin'", async ({
  page,
}) => {
  const response = await page.request.get("/admin/no-such-page");
  expect(response.status()).toBe(404);
  expect((await page.request.get("/admin/dashboard")).status()).toBe(200);

  await signIn(page, "/admin/no-such-page");
  await expect(page).toHaveURL(/\/admin\/no-such-page$/);
  await expect(page.getByRole("heading", { name: "Admin page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
  await expect(page).toHaveTitle("Not found | Stashd admin");

  for (const path of ["/admin", "/admin/dashboard", "/admin/waitlist", "/admin/invites", "/admin/trending"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(/ \| Stashd admin$/);
  }
  await page.goto("/admin/login");
  await expect(page).toHaveTitle(/ \| Stashd admin$/);
});
