import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";
import { uniquePerson, uniqueTag } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

// Pune is the planned city no browser test opens (site-live-cities opens Chennai, admin-hubs Hyderabad).
const PLANNED = "Pune";

test("Extend Invite to someone unconfirmed in a planned city says so, and sends only once both are chosen", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Choice");
  await joinWaitlist(request, person, { homeCity: PLANNED });
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "View Waitlist" }).click();
  const row = page.getByRole("row").filter({ hasText: person.email });
  await row.getByRole("button", { name: `Extend Invite to ${person.name}` }).click();

  const dialog = page.getByRole("dialog", { name: "Extend Invite" });
  await expect(dialog).toContainText(`Their home city, ${PLANNED}, is a planned city: it has no hub yet.`);
  await expect(dialog).toContainText("They have not confirmed their address");
  const planned = dialog.getByRole("checkbox", { name: `Invite for ${PLANNED} anyway` });
  const unconfirmed = dialog.getByRole("checkbox", { name: "Invite although not confirmed" });
  await planned.check();
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  // Refused (nothing sent) with the reason; what was ticked stays ticked for the retry.
  await expect(dialog.getByRole("alert")).toContainText("has not confirmed their address");
  await expect(planned).toBeChecked();
  await unconfirmed.check();
  await dialog.getByRole("button", { name: "Send Invite" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invite sent!" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Invite Sent" })).toBeDisabled();
});

test("inviting ticked rows in a planned city, unconfirmed, shows both counts and needs both boxes", async ({
  page,
  request,
}, testInfo) => {
  const tag = `choice${uniqueTag(testInfo)}`.toLowerCase().replace(/[^a-z0-9]/g, "");
  for (const letter of ["a", "b"])
    await joinWaitlist(
      request,
      { name: `Wave ${letter} ${tag}`, email: `${tag}.${letter}@example.in` },
      {
        homeCity: PLANNED,
      },
    );
  await signIn(page, `/admin/waitlist?q=${tag}&confirmed=false`);
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Wave a ${tag}`).first()).toBeVisible();
  await page.getByRole("checkbox", { name: "Select this page" }).check();
  await page.getByRole("button", { name: "Invite selected (2)" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Invite 2 selected?" });
  await expect(dialog).toContainText(`Of these, 2 people live in a planned city (${PLANNED}), which has no hub yet.`);
  await expect(dialog).toContainText("Of these, 2 people have not confirmed their address.");
  const planned = dialog.getByRole("checkbox", { name: "Invite people in planned cities too" });
  await planned.check();
  await dialog.getByRole("button", { name: "Send invites" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Nothing was sent");
  await expect(planned).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Invite people who have not confirmed too" }).check();
  await dialog.getByRole("button", { name: "Send invites" }).click();
  const progress = page.getByRole("region", { name: "Bulk invite" });
  await expect(progress.getByRole("heading", { name: "Bulk invite finished" })).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByRole("status")).toContainText("2 sent");
});

test("after a wave the panel reads the line again, places are whole, and a saved intake says so", async ({ page }) => {
  // The hubs are shared by every browser test: this one answers them itself, so it runs at both widths.
  const hub = {
    city: "Mumbai",
    status: "live",
    weeklyCapacity: 20,
    accountsThisWeek: 1,
    openInvites: 3,
    acceptanceRate: 0.5,
    freeThisWeek: 17,
    eligible: 40,
    backfill: false,
    proposedWave: 2,
  };
  const person = (n: number) => ({
    id: `p${n}`,
    name: `Next ${n}`,
    email: `next${n}@example.in`,
    referrals: 0,
    position: n,
  });
  let sent = false;
  await page.route("**/api/v1/admin/hubs", (route) =>
    route.fulfill({
      json: { hubs: [sent ? { ...hub, eligible: 38, openInvites: 5 } : hub], weekStart: "2026-11-23" },
    }),
  );
  await page.route("**/api/v1/admin/hubs/waves", (route) => route.fulfill({ json: { waves: [] } }));
  await page.route("**/api/v1/admin/hubs/Mumbai", (route) =>
    route.fulfill({ json: { ...hub, ...route.request().postDataJSON() } }),
  );
  await page.route("**/api/v1/admin/hubs/Mumbai/waves/preview", (route) =>
    route.fulfill({
      json: sent
        ? { size: 0, freeThisWeek: 16, acceptanceRate: 0.5, eligible: 38, people: [] }
        : { size: 2, freeThisWeek: 17, acceptanceRate: 0.5, eligible: 40, people: [person(1), person(2)] },
    }),
  );
  const job = { id: "wave-job", kind: "bulk-invite", total: 2, skipped: 0, failed: 0, error: null };
  const at = new Date().toISOString();
  await page.route("**/api/v1/admin/hubs/Mumbai/waves", (route) => {
    sent = true;
    return route.fulfill({ status: 202, json: { jobId: job.id, waveId: "w1" } });
  });
  await page.route(`**/api/v1/jobs/${job.id}`, (route) =>
    route.fulfill({ json: { ...job, status: "done", sent: 2, createdAt: at, finishedAt: at } }),
  );
  await signIn(page, "/admin/hubs");
  await expect(page.getByRole("heading", { name: "Hubs", level: 1 })).toBeVisible({ timeout: 20_000 });

  const row = page.getByTestId("hub-mumbai");
  // The free places, then the sum they come from.
  await expect(row.getByTestId("hub-mumbai-free")).toHaveText(/^17= 20 − 1 − 3 × 0\.5/);
  await row.getByLabel("Weekly intake of Mumbai").fill("24");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved: Mumbai takes 24 new members a week." }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Plan a wave for Mumbai" }).click();
  const panel = page.getByRole("region", { name: "A wave for Mumbai" });
  await expect(panel.getByRole("table")).toContainText("The 2 this wave invites");
  await expect(panel.getByRole("table").getByRole("row")).toHaveCount(3);
  await panel.getByRole("button", { name: "Send wave" }).click();
  await expect(panel.getByRole("heading", { name: "Bulk invite finished" })).toBeVisible();
  // The panel's figures are read again: nobody just invited is listed as next, no figure stays from before.
  await expect(panel).toContainText("0 proposed");
  await expect(panel).toContainText("38 eligible");
  await expect(panel).not.toContainText("next1@example.in");
  await expect(panel).toContainText("The week has no free place");
});
