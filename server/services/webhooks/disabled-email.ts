import { BRAND_NAME } from "../../../contract/brand.js";
import { brandedEmail } from "../mail/branded-email.js";
import type { MailMessage } from "../mail/mailer.js";

/** To each owner when an endpoint failed for the whole retry schedule and was switched off. */
export function endpointDisabledEmail(input: {
  to: string;
  url: string;
  reason: string;
  adminUrl: string;
  contactEmail: string;
}): MailMessage {
  const { text, html } = brandedEmail({
    brandName: BRAND_NAME,
    contactEmail: input.contactEmail,
    name: "",
    paragraphs: [
      `The webhook endpoint ${input.url} did not accept our events for three days, so we have switched it off. The last answer was: ${input.reason}.`,
      "Events that could not be delivered are kept in its delivery log: once the endpoint works again, send them again from there, which also switches it back on.",
    ],
    action: { label: "Open integrations", intro: "See the delivery log here:", url: input.adminUrl },
    notes: [],
  });
  return { to: input.to, subject: `${BRAND_NAME}: a webhook endpoint was switched off`, text, html };
}
