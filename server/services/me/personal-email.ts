import { BRAND_NAME } from "../../../contract/brand.js";
import { brandedEmail } from "../mail/branded-email.js";
import type { MailMessage } from "../mail/mailer.js";

/** welcome: a new sign-up; already: a repeat sign-up (nothing changed); link: "E-mail me my link". */
export type PersonalMailKind = "welcome" | "already" | "link";

export interface PersonalEmailInput {
  to: string;
  name: string;
  link: string;
  /** The List-Unsubscribe target: leaves the waitlist, opens nothing. */
  unsubscribe: string;
  /** The privacy notice in the person's language (services/consent/notice-link.ts). */
  notice: string;
  contactEmail: string;
}

const COPY: Record<PersonalMailKind, { subject: string; paragraphs: string[]; label: string }> = {
  welcome: {
    subject: `Confirm your spot on the ${BRAND_NAME} waitlist`,
    paragraphs: [
      `Thanks for joining the ${BRAND_NAME} waitlist. Open your personal page to confirm your address and see your place in line.`,
      "There you can also correct your details, share your referral link (each friend who joins through it and confirms moves you ahead) or leave the waitlist.",
    ],
    label: "Confirm my spot",
  },
  already: {
    subject: `You're already on the ${BRAND_NAME} waitlist`,
    paragraphs: [
      `Someone, hopefully you, just tried to join the ${BRAND_NAME} waitlist with this address. You're already on the list, and nothing has been changed.`,
      "Your personal page shows your place in line and lets you correct your details.",
    ],
    label: "Open my page",
  },
  link: {
    subject: `Your ${BRAND_NAME} waitlist link`,
    paragraphs: [
      "Here is the link to your personal waitlist page, as asked. It shows your place in line and lets you correct your details.",
    ],
    label: "Open my page",
  },
};

/**
 * A personal-link e-mail in the shared branded layout. List-Unsubscribe carries its own token, which can
 * only leave the waitlist (one click, RFC 8058), never open the page.
 */
export function personalEmail(kind: PersonalMailKind, input: PersonalEmailInput): MailMessage {
  const copy = COPY[kind];
  const { text, html } = brandedEmail({
    brandName: BRAND_NAME,
    contactEmail: input.contactEmail,
    name: input.name,
    paragraphs: copy.paragraphs,
    action: {
      label: copy.label,
      intro: "Your personal page (the link is yours alone; please don't forward it):",
      url: input.link,
    },
    notes: [
      "Didn't ask for this? Ignore this e-mail, or open the page and choose Leave the waitlist.",
      // Withdrawing is as easy as agreeing: the same link as List-Unsubscribe, which asks once, then erases.
      `Withdraw your consent and leave the waitlist: ${input.unsubscribe}`,
      `What we keep, why, and your rights: ${input.notice}`,
    ],
  });
  return {
    to: input.to,
    subject: copy.subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${input.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
