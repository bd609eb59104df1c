import { expect, test } from "@playwright/test";
import { noticePath } from "../../../app/lib/notice-path";
import { GRIEVANCE_COPIES } from "../../../contract/grievance-copy";
import { uniqueEmail } from "../support/unique";

const hi = GRIEVANCE_COPIES.hi;

test("the notice's grievance form, in the notice's language, gives a reference at once", async ({ page }, testInfo) => {
  await page.goto(noticePath("hi"));
  const form = page.getByRole("region", { name: hi.title });
  await expect(form).toBeVisible();
  await form.getByLabel(hi.email).fill(uniqueEmail(testInfo, "notice-grievance"));
  await form.getByLabel(hi.message).fill("आपने मुझे एक ही दिन में तीन ई-मेल भेजे।");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/grievances"));
  await form.getByRole("button", { name: hi.send }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole("status")).toContainText(/आपका संदर्भ G-[0-9A-Z]{8} है/);
  // The form is emptied for the next one, and stays on the notice.
  await expect(form.getByLabel(hi.message)).toHaveValue("");
  await expect(page).toHaveURL(/\/privacy\/notice\/hi$/);
});

test("a too-short grievance is turned back in the notice's language", async ({ page }, testInfo) => {
  await page.goto(noticePath("hi"));
  const form = page.getByRole("region", { name: hi.title });
  await form.getByLabel(hi.email).fill(uniqueEmail(testInfo, "notice-grievance-short"));
  await form.getByLabel(hi.message).fill("बुरा");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/grievances"));
  await form.getByRole("button", { name: hi.send }).click();
  expect((await sent).status()).toBe(400);
  await expect(form.getByText(hi.messageError)).toBeVisible();
  await expect(form.getByLabel(hi.message)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(hi.message)).toHaveValue("बुरा");
  await form.screenshot({ path: `docs/screenshots/languages/grievance-error-hi-${testInfo.project.name}.png` });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts as it is and the answer is a page in the notice's language", async ({ page }, testInfo) => {
    await page.goto(noticePath("ur"));
    const form = page.getByRole("region", { name: GRIEVANCE_COPIES.ur.title });
    await form.getByLabel(GRIEVANCE_COPIES.ur.email).fill(uniqueEmail(testInfo, "notice-grievance-nojs"));
    await form.getByLabel(GRIEVANCE_COPIES.ur.message).fill("میرا نمبر فہرست چھوڑنے کے بعد بھی رکھا گیا۔");
    await form.getByRole("button", { name: GRIEVANCE_COPIES.ur.send }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GRIEVANCE_COPIES.ur.title);
    await expect(page.getByText(/G-[0-9A-Z]{8}/)).toBeVisible();
  });
});
