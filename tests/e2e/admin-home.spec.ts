import { expect, test } from "@playwright/test";
import { signIn } from "./support/staff";
import { uniquePerson } from "./support/unique";
import { joinWaitlist } from "./support/waitlist";

interface Overview {
  steps: { step: string; thisWeek: number; lastWeek: number }[];
  hubs: { city: string; weeklyCapacity: number | null; freeThisWeek: number; eligible: number; openInvites: number }[];
  waves: { id: string; invited: number; accepted: number }[];
  sources: { source: string; visitors: number; joins: number }[];
  confirmation: {
    whatsapp: {
      people: number;
      delivered: number;
      read: number;
      confirmed: number;
      medianSecondsToConfirm: number | null;
    };
    email: { people: number; confirmed: number; medianSecondsToConfirm: number | null };
  };
}

/** Every figure of the API's answer, named as the page names it (data-figure). */
function figures(overview: Overview): Record<string, number> {
  const named: Record<string, number> = {};
  for (const s of overview.steps) {
    named[`${s.step}.thisWeek`] = s.thisWeek;
    named[`${s.step}.lastWeek`] = s.lastWeek;
  }
  for (const hub of overview.hubs) {
    if (hub.weeklyCapacity !== null) named[`hub.${hub.city}.weeklyCapacity`] = hub.weeklyCapacity;
    named[`hub.${hub.city}.freeThisWeek`] = hub.freeThisWeek;
    named[`hub.${hub.city}.eligible`] = hub.eligible;
    named[`hub.${hub.city}.openInvites`] = hub.openInvites;
  }
  for (const wave of overview.waves) {
    named[`wave.${wave.id}.invited`] = wave.invited;
    named[`wave.${wave.id}.accepted`] = wave.accepted;
  }
  for (const row of overview.sources) {
    named[`source.${row.source}.visitors`] = row.visitors;
    named[`source.${row.source}.joins`] = row.joins;
  }
  const { whatsapp, email } = overview.confirmation;
  for (const step of ["people", "delivered", "read", "confirmed"] as const) {
    named[`confirmation.whatsapp.${step}`] = whatsapp[step];
  }
  named["confirmation.email.people"] = email.people;
  named["confirmation.email.confirmed"] = email.confirmed;
  return named;
}

test("the home answers how the week went, and every number is the API's", async ({ page }, testInfo) => {
  await signIn(page, "/admin");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  await joinWaitlist(page.request, uniquePerson(testInfo, "Home"));
  // One who chose WhatsApp, so its row of the confirmation by channel has someone in it.
  await joinWaitlist(page.request, uniquePerson(testInfo, "Chat"), { whatsappOptIn: true });

  // Other tests add people meanwhile: read the page and the API back to back until they agree.
  await expect(async () => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "This week", exact: true })).toBeVisible();
    const shown = await page
      .locator("[data-figure]")
      .evaluateAll((links) =>
        Object.fromEntries(
          links.map((a) => [a.getAttribute("data-figure"), Number((a.textContent ?? "").replace(/,/g, ""))]),
        ),
      );
    const api = (await (await page.request.get("/api/v1/admin/overview")).json()) as Overview;
    expect(shown).toEqual(figures(api));
    // The median times to confirm, beside the counts: the API's seconds.
    const medians = await page
      .locator("[data-median]")
      .evaluateAll((cells) =>
        Object.fromEntries(cells.map((c) => [c.getAttribute("data-median"), c.getAttribute("data-seconds")])),
      );
    const seconds = (value: number | null) => (value === null ? "" : String(value));
    expect(medians).toEqual({
      whatsapp: seconds(api.confirmation.whatsapp.medianSecondsToConfirm),
      email: seconds(api.confirmation.email.medianSecondsToConfirm),
    });
    expect(api.steps.find((s) => s.step === "joins")?.thisWeek).toBeGreaterThan(0);
    expect(api.hubs.some((h) => h.city === "Bangalore")).toBe(true);
    expect(api.confirmation.whatsapp.people).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });

  // The spec's three cards stay, with their buttons.
  for (const card of ["Total Waitlist", "Total Invites Sent", "Total Users Signed Up"]) {
    await expect(page.getByRole("region", { name: card })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "View Waitlist" })).toBeVisible();

  // A number is a way into the people it counts.
  await page.getByRole("link", { name: /in Bangalore ready to invite$/ }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist\?homeCity=Bangalore&confirmed=true&invited=false/);
  await page.goBack();
  await page.locator('[data-figure="joins.thisWeek"]').click();
  await expect(page).toHaveURL(/\/admin\/waitlist$/);
});
