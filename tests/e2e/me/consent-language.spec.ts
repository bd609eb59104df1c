import { expect, test } from "@playwright/test";
import { CONSENT_COPIES } from "../../../app/content/consent";
import { YOUR_DATA_COPIES } from "../../../app/content/your-data";
import { EMAIL_COPIES } from "../../../contract/email-copy";
import { GRIEVANCE_COPIES } from "../../../contract/grievance-copy";
import { personalLinkIn, waitForMail } from "../support/mail";
import { uniquePerson } from "../support/unique";

test("a Tamil sign-up's e-mail, consent section, your-data section and grievance form speak Tamil", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "tamil");
  const response = await request.post("/api/v1/survey_responses", {
    data: { ...person, phone: "+919876543210", homeCity: "Bangalore", ageConfirmed: true, language: "ta" },
  });
  expect(response.status()).toBe(201);
  // The confirmation comes in Tamil (its button's words are in the message).
  const mail = await waitForMail(person.email, /\/me\?token=/);
  expect(mail.decoded).toContain(EMAIL_COPIES.ta.personal.welcome.label);
  await page.goto(personalLinkIn(mail));
  const ta = CONSENT_COPIES.ta;
  const section = page.getByRole("region", { name: ta.title });
  await expect(section).toBeVisible();
  await expect(section).toHaveAttribute("lang", "ta");
  await expect(section.getByRole("link", { name: new RegExp(ta.notice) })).toHaveAttribute(
    "href",
    "/privacy/notice/ta",
  );
  await expect(section.getByText(`${ta.purpose.waitlist}:`)).toBeVisible();
  await expect(section).toContainText(ta.action.given);
  // The "your data" section below it too: its heading, lead and button.
  const data = page.getByRole("region", { name: YOUR_DATA_COPIES.ta.dataTitle });
  await expect(data).toHaveAttribute("lang", "ta");
  await expect(data).toContainText(YOUR_DATA_COPIES.ta.dataBody);
  await expect(data.getByRole("button", { name: YOUR_DATA_COPIES.ta.download })).toBeVisible();
  // The grievance form below it too, answering at the entry's own address (no address field).
  const grievance = page.getByRole("region", { name: GRIEVANCE_COPIES.ta.title });
  await expect(grievance).toHaveAttribute("lang", "ta");
  await expect(grievance.getByLabel(GRIEVANCE_COPIES.ta.message)).toBeVisible();
  await expect(grievance.getByLabel(GRIEVANCE_COPIES.ta.email)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: "docs/screenshots/rights-desk/consent-ta-390.png" });
});
