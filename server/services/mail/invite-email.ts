import { brandedEmail } from "./branded-email.js";
import type { MailMessage } from "./mailer.js";

export interface InviteEmailInput {
  to: string;
  name: string;
  onboardingLink: string;
  expiresAt: string;
  brandName: string;
  contactEmail: string;
  inviteId: string;
}

function expiryDate(iso: string) {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" }).format(new Date(iso));
}

/** The invite e-mail, in the shared branded layout. */
export function inviteEmail(input: InviteEmailInput): MailMessage {
  const { text, html } = brandedEmail({
    brandName: input.brandName,
    contactEmail: input.contactEmail,
    name: input.name,
    paragraphs: [
      `Your spot in the ${input.brandName} pilot is ready. Your wardrobe can wait for you in the city you fly to, cleaned, ironed and delivered to your hotel.`,
    ],
    action: {
      label: "Complete your signup",
      intro: "Finish signing up here (the link is yours alone):",
      url: input.onboardingLink,
    },
    notes: [`The link works until ${expiryDate(input.expiresAt)}.`],
  });
  return { to: input.to, subject: `Your ${input.brandName} invite`, text, html, inviteId: input.inviteId };
}
