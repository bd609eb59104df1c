import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { joinConfirmed } from "../support/hubs";
import { personalLinkIn, waitForMail } from "../support/mail";
import { uniquePerson } from "../support/unique";
import { fillRequired, openWaitlist } from "../support/waitlist-form";

const WELCOME = /Confirm your spot/;

/** Joins through the API and returns the personal link from the confirmation e-mail. */
async function joinAndGetLink(request: APIRequestContext, person: { name: string; email: string }, ref?: string) {
  const response = await request.post("/api/v1/survey_responses", {
    data: { ...person, phone: "+919876543210", homeCity: "Bangalore", ageConfirmed: true, ...(ref ? { ref } : {}) },
  });
  expect(response.status()).toBe(201);
  return personalLinkIn(await waitForMail(person.email, WELCOME));
}

async function position(page: Page) {
  return Number(((await page.getByTestId("position").textContent()) ?? "").replace(/[#,]/g, ""));
}

async function referralCode(page: Page) {
  const link = await page.getByLabel("Your referral link").inputValue();
  return new URL(link).searchParams.get("ref") as string;
}

test("the e-mailed link confirms the spot, shows the place in line, and a confirmed referral moves it up @db", async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Someone confirmed ahead of Meera in Bangalore's line (a place counts the city's confirmed people only).
  await joinConfirmed(request, uniquePerson(testInfo, "Early"), "Bangalore");
  const referrer = uniquePerson(testInfo, "Meera");
  const link = await joinAndGetLink(request, referrer);

  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(new URL(link).origin)) thirdParty.push(r.url());
  });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /You’re on the list, Meera/ })).toBeVisible();
  await expect(page.getByText("Your address is confirmed.")).toBeVisible();
  // The token left the address bar (and history) for an HttpOnly cookie: nothing for a shoulder or a
  // shared screenshot to copy, and the page's script cannot read it either.
  expect(page.url()).not.toContain("token=");
  expect(await page.evaluate(() => document.cookie)).not.toContain("stashd_me");
  await expect(page.getByText(/each friend who joins through your link and confirms/)).toBeVisible();
  await expect(page.getByTestId("referrals")).toHaveText("0");
  const before = await position(page);
  expect(before).toBeGreaterThan(1);
  const code = await referralCode(page);
  await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(`?ref=${code}`).replace(/[?]/g, "\\?")}`),
  );
  expect(thirdParty).toEqual([]);

  // A friend opens the referral link in their own browser, joins with the site's own form, and confirms.
  // (One browser holds one personal page at a time: the link's cookie replaces the one before.)
  const friend = await browser.newContext({ baseURL: new URL(link).origin });
  const friendPage = await friend.newPage();
  await friendPage.goto(`/pricing?ref=${code}`);
  await friendPage.goto("/");
  const friendPerson = uniquePerson(testInfo, "Friend");
  await openWaitlist(friendPage, "Get started");
  await fillRequired(friendPage, friendPerson.email);
  await friendPage.getByRole("dialog").getByRole("button", { name: "Join the waitlist" }).click();
  await expect(
    friendPage.getByText(`We've sent a message to ${friendPerson.email} with the link to your personal page.`),
  ).toBeVisible();
  const friendLink = personalLinkIn(await waitForMail(friendPerson.email, WELCOME));

  await page.reload();
  await expect(page.getByTestId("referrals")).toHaveText("0");
  await friendPage.goto(friendLink);
  await expect(friendPage.getByText("Your address is confirmed.")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("referrals")).toHaveText("1");
  expect(await position(page)).toBeLessThan(before);
  // Listed among the top referrers only after choosing to be.
  const optIn = page.getByRole("checkbox", { name: /List me among the top referrers/ });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText("Your details are saved", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Top referrers" })).toContainText("Meera");
  await friend.close();
});

test("a repeat sign-up changes nothing and e-mails 'already on the list' @db", async ({ page, request }, testInfo) => {
  const person = uniquePerson(testInfo, "Kabir");
  await joinAndGetLink(request, person);

  await page.goto("/");
  await openWaitlist(page, "Get started");
  await fillRequired(page, person.email);
  await page.getByRole("dialog").getByRole("button", { name: "Join the waitlist" }).click();
  await expect(
    page.getByText(`We've sent a message to ${person.email} with the link to your personal page.`),
  ).toBeVisible();

  const again = personalLinkIn(await waitForMail(person.email, /already on the/));
  await page.goto(again);
  await expect(page.getByRole("heading", { name: /You’re on the list, Kabir/ })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(person.name);
});

test("corrects the details, then leaves the waitlist, which kills the link @db", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Tara");
  const link = await joinAndGetLink(request, person);
  await page.goto(link);
  // The stored number (+919876543210) is shown grouped, as people write it.
  await expect(page.getByLabel("Phone")).toHaveValue("+91 98765 43210");
  await page.getByLabel("Name").fill("Tara Singh");
  await page.getByLabel("Phone").fill("12345");
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText(/valid phone number/)).toBeVisible();
  await page.getByLabel("Phone").fill("+44 7911 123456");
  await page.getByLabel("Home city").selectOption("Mumbai");
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Tara Singh");
  await expect(page.getByLabel("Home city")).toHaveValue("Mumbai");
  await expect(page.getByLabel("Phone")).toHaveValue("+44 7911 123456");

  await page.getByRole("button", { name: "Leave the waitlist" }).click();
  await page.getByRole("button", { name: "Yes, erase my entry" }).click();
  await expect(page.getByRole("heading", { name: "You’ve left the waitlist" })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link doesn’t work" })).toBeVisible();
});

test("a forged link explains itself and offers 'E-mail me my link' @db", async ({ page }) => {
  await page.goto(`/me?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "This link doesn’t work" })).toBeVisible();
  // The exchange failed (404), and the token still left the address bar.
  expect(page.url()).not.toContain("token=");
  await page.getByLabel("Email").fill("someone@example.in");
  await page.getByRole("button", { name: "E-mail me my link" }).click();
  await expect(page.getByText(/If this address is on the waitlist, its link is on the way/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's own form, posted plainly, carries the ?ref= the visitor came with into the sign-up @db", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const referrer = uniquePerson(testInfo, "Nisha");
    const link = await joinAndGetLink(request, referrer);
    const code = new URL(
      (
        await (
          await request.post("/api/v1/me/confirm", {
            headers: { authorization: `Bearer ${new URL(link).searchParams.get("token")}` },
          })
        ).json()
      ).referralLink,
    ).searchParams.get("ref") as string;

    await page.goto(`/company/about?ref=${code}`);
    // The page's own form, opened by the browser itself, posts plainly.
    await page.getByRole("button", { name: "Get started", exact: true }).locator("visible=true").first().click();
    const dialog = page.getByRole("dialog");
    const friend = uniquePerson(testInfo, "Plain");
    await dialog.getByLabel("Name").fill(friend.name);
    await dialog.getByLabel("Email").fill(friend.email);
    await dialog.getByLabel("Phone").fill("98765 43210");
    await dialog.getByLabel("Home city").selectOption("Pune");
    await dialog.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
    await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(
      page.getByText(`We've sent a message to ${friend.email} with the link to your personal page.`),
    ).toBeVisible();

    // The friend confirms from the e-mail (with JavaScript this time); the referrer is credited.
    // (A context made in this block inherits its options: switch JavaScript back on explicitly.)
    const context = await browser.newContext({ javaScriptEnabled: true });
    const withJs = await context.newPage();
    await withJs.goto(personalLinkIn(await waitForMail(friend.email, WELCOME)));
    await expect(withJs.getByText("Your address is confirmed.")).toBeVisible();
    await withJs.goto(link);
    await expect(withJs.getByTestId("referrals")).toHaveText("1");
    await context.close();
  });
});
