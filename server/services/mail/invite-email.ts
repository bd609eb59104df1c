import { EMAIL_COPIES } from "../../../contract/email-copy/index.js";
import { fillIn } from "../../../contract/form-copy/panel-copy.js";
import { isLanguageCode, languageOf } from "../../../contract/languages.js";
import { longDate } from "../../../contract/long-date.js";
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
  /** The language of the invite's waitlist entry; English for an invite made without one, or unknown. */
  language?: string | null;
}

/** The invite e-mail, in the shared branded layout and the invited person's language. */
export function inviteEmail(input: InviteEmailInput): MailMessage {
  const code = input.language && isLanguageCode(input.language) ? input.language : "en";
  const words = EMAIL_COPIES[code];
  const brand = { brand: input.brandName };
  const { text, html } = brandedEmail({
    brandName: input.brandName,
    contactEmail: input.contactEmail,
    name: input.name,
    paragraphs: [fillIn(words.invite.paragraph, brand)],
    action: { label: words.invite.label, intro: words.invite.intro, url: input.onboardingLink },
    notes: [fillIn(words.invite.expires, { date: longDate(input.expiresAt, code) })],
    language: { code: code === "en" ? "en-IN" : code, dir: languageOf(code).dir, layout: words.layout },
  });
  return { to: input.to, subject: fillIn(words.invite.subject, brand), text, html, inviteId: input.inviteId };
}
