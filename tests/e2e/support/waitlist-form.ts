import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the waitlist from one of the site's buttons. On narrow screens the header's call to action may sit
 * inside the hamburger menu, so that is opened first when the button is not on screen.
 */
export async function openWaitlist(page: Page, trigger: "Get started" | "Get Invited") {
  // As a visitor does: at once, whether or not React has started (the panel's shell opens before it).
  const button = page.getByRole("button", { name: trigger, exact: true }).locator("visible=true").first();
  if (!(await button.isVisible())) {
    await page.getByRole("button", { name: /menu/i }).first().click();
  }
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return { dialog, button };
}

export async function fillRequired(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Asha Rao");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("98765 43210");
  await dialog.getByLabel("Home city").selectOption("Bangalore");
  // The waitlist consent and the age confirmation: required, and never ticked for the visitor.
  await dialog.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
  await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
}

/** A preferred-city chip as a visitor sees it: the city's name among the preferred cities. */
export function cityChip(dialog: Locator, city: string) {
  return dialog.getByRole("group", { name: /Preferred cities/ }).getByText(city);
}
