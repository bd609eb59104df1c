import { type APIRequestContext, expect, test } from "@playwright/test";
import { personalLinkIn, waitForMail } from "../support/mail";
import { uniquePerson } from "../support/unique";
import { fillRequired, openWaitlist } from "../support/waitlist-form";

/** An Indian mobile number of its own, so that the outbox row and the tap are this test's. */
const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

async function join(request: APIRequestContext, person: { name: string; email: string }, extra: object = {}) {
  const response = await request.post("/api/v1/survey_responses", {
    data: { ...person, phone: "+919876543210", homeCity: "Bangalore", ageConfirmed: true, ...extra },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

test("a sign-up that ticks WhatsApp is told to look in WhatsApp, with e-mail as the fallback", async ({
  page,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Chat");
  await page.goto("/");
  const { dialog } = await openWaitlist(page, "Get started");
  await fillRequired(page, person.email);
  await dialog.getByRole("checkbox", { name: "Send my confirmation and invite on WhatsApp" }).check();
  await dialog.getByRole("button", { name: "Join the waitlist" }).click();
  const thanks = dialog.getByRole("status");
  await expect(thanks.getByText("Almost there: look in WhatsApp")).toBeVisible();
  await expect(thanks).toContainText("+91 98765 43210");
  await expect(thanks).toContainText(person.email);
});

test("the personal page shows the channel and turns WhatsApp on and off without losing the place", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Switch");
  await join(request, person);
  await page.goto(personalLinkIn(await waitForMail(person.email, /Confirm your spot/)));
  const channel = page.getByTestId("channel");
  await expect(channel).toHaveText(`Your confirmation and invite come by e-mail, to ${person.email}.`);
  const place = await page.getByTestId("position").textContent();
  const toggle = page.getByRole("checkbox", { name: /Send my confirmation and invite on WhatsApp/ });
  await toggle.check();
  await expect(channel).toHaveText("Your confirmation and invite come on WhatsApp, to +91 98765 43210.");
  await page.reload();
  await expect(page.getByTestId("channel")).toContainText("on WhatsApp");
  await expect(page.getByTestId("position")).toHaveText(place ?? "");
  await page.getByRole("checkbox", { name: /Send my confirmation and invite on WhatsApp/ }).uncheck();
  await expect(page.getByTestId("channel")).toContainText("by e-mail");
  await expect(page.getByTestId("position")).toHaveText(place ?? "");
});

test("the dev outbox lists the WhatsApp confirmation and its Confirm taps it as the person would", async ({
  page,
  request,
}, testInfo) => {
  const mobile = uniqueMobile();
  await join(request, uniquePerson(testInfo, "Outbox"), { phone: `+91${mobile}`, whatsappOptIn: true });
  const confirm = page.getByRole("button", { name: `Confirm as +91${mobile}` });
  // The delivery loop sends it within moments; the outbox lists it from the first.
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(confirm).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await confirm.click();
  await expect(page.getByText(/Tapped/)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  // The tap was answered on WhatsApp with the place in line and the personal link.
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(page.getByText(`reply to +91${mobile}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
