import { BRAND_NAME } from "../../../contract/brand.js";
import { EMAIL_COPIES } from "../../../contract/email-copy/index.js";
import { fillIn } from "../../../contract/form-copy/panel-copy.js";
import { isLanguageCode, languageOf } from "../../../contract/languages.js";
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
  /** The language the person signed up in (stored with the entry); English when unknown. */
  language?: string | null;
}

/**
 * A personal-link e-mail in the shared branded layout. List-Unsubscribe carries its own token, which can
 * only leave the waitlist (one click, RFC 8058), never open the page.
 */
export function personalEmail(kind: PersonalMailKind, input: PersonalEmailInput): MailMessage {
  const code = input.language && isLanguageCode(input.language) ? input.language : "en";
  const words = EMAIL_COPIES[code];
  const copy = words.personal[kind];
  const brand = { brand: BRAND_NAME };
  const { text, html } = brandedEmail({
    brandName: BRAND_NAME,
    contactEmail: input.contactEmail,
    name: input.name,
    paragraphs: copy.paragraphs.map((paragraph) => fillIn(paragraph, brand)),
    action: { label: copy.label, intro: words.personal.intro, url: input.link },
    notes: [
      words.personal.notAsked,
      // Withdrawing is as easy as agreeing: the same link as List-Unsubscribe, which asks once, then erases.
      fillIn(words.personal.withdraw, { link: input.unsubscribe }),
      fillIn(words.personal.notice, { link: input.notice }),
    ],
    language: { code: code === "en" ? "en-IN" : code, dir: languageOf(code).dir, layout: words.layout },
  });
  return {
    to: input.to,
    subject: fillIn(copy.subject, brand),
    text,
    html,
    headers: { "List-Unsubscribe": `<${input.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
