import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { personalLinkIn, waitForMail } from "./mail";
import { signIn } from "./staff";

export const SAME_ORIGIN = { "x-requested-with": "stashd" };

/**
 * Joins the waitlist for a home city and confirms the address with the e-mailed link's token (as the
 * personal page does), so the person is in their city's line. Returns the entry id and the personal link.
 */
export async function joinConfirmed(
  request: APIRequestContext,
  person: { name: string; email: string },
  homeCity: string,
): Promise<{ id: string; link: string }> {
  const joined = await request.post("/api/v1/survey_responses", {
    data: { ...person, phone: "+919876543210", homeCity, ageConfirmed: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const link = personalLinkIn(await waitForMail(person.email, /Confirm your spot/));
  const token = new URL(link).searchParams.get("token");
  const confirmed = await request.post("/api/v1/me/confirm", {
    headers: { ...SAME_ORIGIN, authorization: `Bearer ${token}` },
    data: {},
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id: (await joined.json()).id, link };
}

/** Sets a hub's weekly intake through the staff API (the page must be signed in). */
export async function setIntake(page: Page, city: string, weeklyCapacity: number) {
  const response = await page.request.put(`/api/v1/admin/hubs/${encodeURIComponent(city)}`, {
    headers: SAME_ORIGIN,
    data: { weeklyCapacity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in and waits for the hubs screen (a password hash can take seconds on a busy machine). */
export async function openHubs(page: Page) {
  await signIn(page, "/admin/hubs");
  await expect(page.getByRole("heading", { name: "Hubs", level: 1 })).toBeVisible({ timeout: 20_000 });
}
