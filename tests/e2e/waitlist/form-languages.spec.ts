import { expect, test } from "@playwright/test";
import { languageFace } from "../../../app/lib/language-face";
import { formCopy, panelCopy } from "../../../contract/form-copy";
import { languageOf } from "../../../contract/languages";
import { uniqueEmail } from "../support/unique";
import { openWaitlist } from "../support/waitlist-form";

for (const code of ["hi", "ta", "ur", "bn", "sat"] as const) {
  test(`the form in ${code}: labels, boxes, errors and the stored language follow the picker`, async ({
    page,
  }, testInfo) => {
    const copy = formCopy(code);
    const panel = panelCopy(code);
    await page.setViewportSize({ width: 390, height: 844 });
    const fonts: string[] = [];
    page.on("request", (request) => request.resourceType() === "font" && fonts.push(request.url()));
    await page.goto("/");
    const { dialog } = await openWaitlist(page, "Get started");
    await dialog.getByLabel("Language").selectOption(code);
    const form = dialog.locator("form.waitlist-form");
    await expect(form).toHaveAttribute("lang", code);
    await expect(form).toHaveAttribute("dir", code === "ur" ? "rtl" : "ltr");
    // The closed box names the language in the face its text downloaded: a device without Indian system
    // fonts shows "हिन्दी", not empty boxes.
    const picker = dialog.getByLabel("Language");
    const face = languageFace(code) ?? "";
    await expect(picker).toHaveCSS("font-family", new RegExp(`^"${face}"`));
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replaceAll('"', ""));
    });
    expect(loaded, `${languageOf(code).name} in ${face}`).toContain(face);
    // ...and naming it fetched no face of another script (the other 22 options are measured in the device's).
    const indian = fonts.filter((url) => /noto-(sans|naskh|nastaliq)-/.test(url));
    expect(new Set(indian.map((url) => url.match(/noto-[a-z-]+?-(?=[a-z]+-wght)/)?.[0])).size).toBe(1);
    // The panel's title and the line under it follow the picker too.
    await expect(dialog.locator('h2 [data-for="getStarted"]')).toHaveText(panel.panel.getStarted);
    await expect(dialog.locator('p [data-for="getStarted"]')).toHaveText(panel.panel.getStartedLead);
    await expect(dialog.getByLabel(copy.labels.homeCity).locator("option").first()).toHaveText(copy.selectHomeCity);
    // Nothing is ticked for the visitor; the errors come in the chosen language.
    const consent = dialog.getByRole("checkbox", { name: copy.waitlist });
    const adult = dialog.getByRole("checkbox", { name: copy.age });
    await expect(consent).not.toBeChecked();
    await expect(adult).not.toBeChecked();
    await expect(dialog.getByRole("link", { name: copy.noticeLink })).toHaveAttribute(
      "href",
      `/privacy/notice/${code}`,
    );
    await dialog.getByRole("button", { name: copy.submit }).click();
    await expect(dialog.getByText(copy.errors.ageConfirmed)).toBeVisible();
    await expect(dialog.getByLabel(copy.labels.name, { exact: true })).toHaveAccessibleDescription(copy.errors.name);
    await page.screenshot({ path: `docs/screenshots/waitlist-form-${code}-390.png` });

    await dialog.getByLabel(copy.labels.name, { exact: true }).fill("Asha Rao");
    const email = uniqueEmail(testInfo, code);
    await dialog.getByLabel(copy.labels.email, { exact: true }).fill(email);
    await dialog.getByLabel(copy.labels.phone, { exact: true }).fill("98765 43210");
    await dialog.getByLabel(copy.labels.homeCity).selectOption("Bangalore");
    await consent.check();
    await adult.check();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/survey_responses"));
    await dialog.getByRole("button", { name: copy.submit }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      language: code,
      ageConfirmed: true,
      waitlistConsent: true,
    });
    // The thanks speaks the form's language: its title, the next step with the address, and Close.
    const thanks = dialog.getByRole("status");
    await expect(thanks).toHaveAttribute("lang", code);
    await expect(thanks.getByRole("heading", { level: 2 })).toHaveText(panel.thanks.title);
    await expect(thanks.getByText(panel.thanks.email, { exact: true })).toBeVisible();
    await expect(thanks).toContainText(panel.thanks.emailNext);
    await expect(thanks).toContainText(email);
    await expect(thanks.getByRole("button", { name: panel.thanks.close })).toBeFocused();
  });
}
