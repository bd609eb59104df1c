import { expect, type Page, type Route, test } from "@playwright/test";
// The language files themselves: the index brings app/content/terms.ts, which reads the build's settings.
import { HI_ONBOARDING } from "../../../app/content/onboarding/devanagari";
import { ONBOARDING_FAILURES } from "../../../app/content/onboarding/failures";
import { UR_ONBOARDING } from "../../../app/content/onboarding/others";
import { EN_UNUSABLE, UNUSABLE_LINK_COPIES } from "../../../app/content/onboarding/unusable-link";
import { failureCopy, formCopy } from "../../../contract/form-copy";
import { onboardingLinkIn, waitForMail } from "../support/mail";
import { signIn } from "../support/staff";
import { uniqueEmail } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

/** Invites the entry as staff do (their choice ticked); answers the invite's id and its staff copy-link. */
async function inviteAsStaff(page: Page, entry: { id: string; name: string; email: string }) {
  await signIn(page, "/admin");
  const created = await page.request.post("/api/v1/invites", {
    headers: { "x-requested-with": "stashd" },
    data: {
      email: entry.email,
      name: entry.name,
      phone: "+919876543210",
      source: "survey",
      surveyResponseId: entry.id,
      allowPlanned: true,
      allowUnconfirmed: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { inviteId: string; onboardingLink: string };
}

/** Invites the entry and opens its onboarding link, as the e-mail's button does. */
async function openInvite(page: Page, entry: { id: string; name: string; email: string }) {
  await page.goto((await inviteAsStaff(page, entry)).onboardingLink);
}

test("a Hindi entry's invite opens the onboarding page in Hindi, through to the signed-up screen @mobile-only", async ({
  page,
  request,
}, testInfo) => {
  const person = { name: "आशा शर्मा", email: uniqueEmail(testInfo, "hindi") };
  const id = await joinWaitlist(request, person, { language: "hi" });
  await openInvite(page, { id, ...person });

  const copy = HI_ONBOARDING;
  const words = formCopy("hi");
  const content = page.locator('main [lang="hi"][dir="ltr"]');
  await expect(content.getByRole("heading", { name: `स्वागत है, ${person.name}` })).toBeVisible();
  await expect(content).toContainText(`${person.email} के लिए आपका आमंत्रण तैयार है।`);
  await expect(page).toHaveTitle(`${copy.title} | Stashd`);
  await expect(content.getByLabel(words.labels.phone)).toHaveValue("+91 98765 43210");
  await expect(content.getByRole("link", { name: copy.termsLink })).toHaveAttribute("href", "/terms");
  await expect(content.getByRole("link", { name: words.noticeLink })).toHaveAttribute("href", "/privacy");

  // An empty name and no tick: the form's own check answers in Hindi, beside each field.
  const name = content.getByLabel(words.labels.name);
  await name.fill("");
  await content.getByRole("button", { name: copy.submit }).click();
  await expect(name).toHaveAccessibleDescription(words.errors.name);
  await expect(name).toBeFocused();
  await expect(content.getByText(copy.acceptTerms)).toBeVisible();
  await expect(content.getByRole("alert")).toHaveText(words.checkFields);
  await page.screenshot({ path: "docs/screenshots/onboarding-hi-390.png", fullPage: true });

  await name.fill(person.name);
  await content.getByRole("checkbox").check();
  await content.getByRole("button", { name: copy.submit }).click();
  await expect(content.getByRole("heading", { name: `${person.name}, आप शामिल हैं!` })).toBeVisible();
  await expect(content).toContainText("आपका Stashd खाता तैयार है।");
  await expect(content.getByRole("listitem").first()).toContainText(`2 कार्यदिवसों के भीतर`);
  await expect(content.getByRole("link", { name: copy.signedUp.plans })).toHaveAttribute("href", "/pricing");
  await page.screenshot({ path: testInfo.outputPath("signed-up-hi-390.png"), fullPage: true });
});

test("an Urdu entry's invite opens the page right to left, in Urdu @mobile-only", async ({
  page,
  request,
}, testInfo) => {
  const person = { name: "ثنا", email: uniqueEmail(testInfo, "urdu") };
  const id = await joinWaitlist(request, person, { language: "ur" });
  await openInvite(page, { id, ...person });
  const content = page.locator('main [lang="ur"][dir="rtl"]');
  await expect(content.getByRole("heading", { name: `خوش آمدید، ${person.name}` })).toBeVisible();
  await expect(content.getByRole("button", { name: UR_ONBOARDING.submit })).toBeVisible();
});

/** A line with `{email}` as the page shows it, the contact address put in. */
const withAddress = (line: string) =>
  new RegExp(line.replace(/[.*+?^$()|[\]\\]/gu, "\\$&").replace("{email}", "\\S+@\\S+"), "u");

test("a Hindi invite's form says in Hindi that the address has an account, that the invite is spent, or that the network dropped @mobile-only", async ({
  page,
  request,
}, testInfo) => {
  const person = { name: "आशा शर्मा", email: uniqueEmail(testInfo, "hindi-409") };
  const id = await joinWaitlist(request, person, { language: "hi" });
  await openInvite(page, { id, ...person });
  const answers: ((route: Route) => Promise<void>)[] = [409, 410].map(
    (status) => (route) =>
      route.fulfill({
        status,
        contentType: "application/json",
        body: JSON.stringify({ detail: "An account with this e-mail address already exists.", errors: [] }),
      }),
  );
  answers.push((route) => route.abort("internetdisconnected"));
  await page.route("**/api/v1/onboarding", (route) => (answers.shift() ?? ((r) => r.continue()))(route));

  const copy = HI_ONBOARDING;
  const words = formCopy("hi");
  const own = ONBOARDING_FAILURES.hi;
  const content = page.locator('main [lang="hi"]');
  const name = content.getByLabel(words.labels.name);
  await name.fill("आशा कुमारी शर्मा");
  await content.getByRole("checkbox").check();
  const alert = content.getByRole("alert");
  await content.getByRole("button", { name: copy.submit }).click();
  await expect(alert).toHaveText(withAddress(own.accountExists));
  await expect(alert).not.toContainText("already exists");
  await expect(name).toHaveValue("आशा कुमारी शर्मा");

  await content.getByRole("button", { name: copy.submit }).click();
  await expect(alert).toHaveText(withAddress(own.inviteGone));

  const failed = failureCopy("hi");
  await content.getByRole("button", { name: copy.submit }).click();
  await expect(alert).toHaveText(`${failed.network} ${failed.kept}`);
  await expect(name).toHaveValue("आशा कुमारी शर्मा");
  await expect(content.getByRole("checkbox")).toBeChecked();
});

test("a withdrawn Hindi invite's e-mailed link says so in Hindi, and an unknown lang is English @mobile-only", async ({
  page,
  request,
}, testInfo) => {
  const person = { name: "आशा शर्मा", email: uniqueEmail(testInfo, "hindi-410") };
  const id = await joinWaitlist(request, person, { language: "hi" });
  const { inviteId } = await inviteAsStaff(page, { id, ...person });
  const link = onboardingLinkIn(await waitForMail(person.email, /onboarding\?invite=/));
  expect(link).toMatch(/&lang=hi$/u);
  const revoked = await page.request.post(`/api/v1/invites/${inviteId}/revoke`, {
    headers: { "x-requested-with": "stashd" },
    data: {},
  });
  expect(revoked.status(), await revoked.text()).toBe(200);

  const words = UNUSABLE_LINK_COPIES.hi;
  await page.goto(link);

  const screen = page.locator('main [lang="hi"][dir="ltr"][role="alert"]');
  await expect(screen.getByRole("heading", { name: words.heading })).toBeVisible();
  await expect(screen).toContainText(ONBOARDING_FAILURES.hi.inviteGone.split("{email}")[0] ?? "");
  await expect(screen.getByRole("link", { name: words.home })).toHaveAttribute("href", "/");
  await expect(screen).not.toContainText("withdrawn");
  await expect(page).toHaveTitle(`${HI_ONBOARDING.title} | Stashd`);
  // Looked at on a phone and on a laptop: the screen is one card at either width.
  await page.screenshot({ path: "docs/screenshots/languages/onboarding-unusable-hi-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "docs/screenshots/languages/onboarding-unusable-hi-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });

  // A link cut short, or one whose code was never an invite, in Hindi too.
  await page.goto("/onboarding?lang=hi");
  await expect(screen).toContainText(words.missing);
  await page.goto(`${link.replace(/invite=[^&]+/u, "invite=not-a-real-invite")}`);
  await expect(screen).toContainText(words.unknown);

  // A lang that is not one of the 23: English, with the server's own reason.
  await page.goto(link.replace("&lang=hi", "&lang=xx"));
  const english = page.locator('main [lang="en"][role="alert"]');
  await expect(english.getByRole("heading", { name: EN_UNUSABLE.heading })).toBeVisible();
  await expect(english).toContainText("This invite has been withdrawn.");
  await expect(english.getByRole("link", { name: EN_UNUSABLE.home })).toBeVisible();
});
