import { expect, test } from "@playwright/test";

test("the home page is served as pre-rendered HTML and hydrates", async ({ page, request }) => {
  const raw = await request.get("/");
  expect(raw.status()).toBe(200);
  expect(await raw.text()).toContain("<h1");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path gets the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
});

test("health reports the database @db", async ({ request }) => {
  const response = await request.get("/api/v1/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    database: process.env.E2E_DATABASE_URL ? "postgres" : "sqlite",
  });
});
