import { expect, test } from "@playwright/test";
import { overviewFigures } from "../../../contract/figure-links";
import type { Overview } from "../../../contract/overview";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

/** Every figure of the API's answer, named as the page names it (data-figure). */
function figures(overview: Overview): Record<string, number> {
  const named: Record<string, number> = Object.fromEntries(
    overviewFigures(overview).map(({ figure, value }) => [figure, value]),
  );
  for (const hub of overview.hubs) {
    if (hub.weeklyCapacity !== null) named[`hub.${hub.city}.weeklyCapacity`] = hub.weeklyCapacity;
    named[`hub.${hub.city}.freeThisWeek`] = hub.freeThisWeek;
  }
  for (const row of overview.sources) named[`source.${row.source}.visitors`] = row.visitors;
  named["confirmation.whatsapp.delivered"] = overview.confirmation.whatsapp.delivered;
  named["confirmation.whatsapp.read"] = overview.confirmation.whatsapp.read;
  return named;
}

/** The API a list page loads for a link of the home (app/components/admin/list-loaders.ts). */
function listApi(href: string): string | null {
  const url = new URL(href, "http://admin.test");
  const api = { "/admin/waitlist": "/api/v1/survey_responses", "/admin/invites": "/api/v1/invites/all" }[url.pathname];
  if (!api) return null;
  url.searchParams.set("limit", "1");
  return `${api}?${url.searchParams}`;
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

  // Every number is a door: each figure link on the page opens a list whose total is the figure.
  await expect(async () => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "This week", exact: true })).toBeVisible();
    const links = await page.locator("a[data-figure]").evaluateAll((anchors) =>
      anchors.map((a) => ({
        figure: a.getAttribute("data-figure") ?? "",
        href: a.getAttribute("href") ?? "",
        value: Number((a.textContent ?? "").replace(/,/g, "")),
      })),
    );
    const lists = links.filter((link) => listApi(link.href) !== null);
    expect(lists.length).toBeGreaterThan(10);
    for (const link of lists) {
      const { total } = await (await page.request.get(listApi(link.href) ?? "")).json();
      expect({ figure: link.figure, total }).toEqual({ figure: link.figure, total: link.value });
    }
  }).toPass({ timeout: 30_000 });

  // Followed by a person: the list says the count above the table and the filters the link set.
  await page.locator('[data-figure="joins.thisWeek"]').click();
  await expect(page).toHaveURL(/\/admin\/waitlist\?joinedFrom=\d{4}-\d{2}-\d{2}&joinedTo=/);
  await expect(page.locator("[data-total]")).toHaveText(/^[\d,]+ (person|people) match these filters$/);
  await expect(page.getByRole("button", { name: /^Joined from .*: remove this filter$/ })).toBeVisible();
});
