import { BRAND_NAME } from "../../../contract/brand.js";
import type { AppConfig } from "../../config.js";
import type { BreachesTable, GrievancesTable } from "../../db/schema.js";
import { brandedEmail } from "../mail/branded-email.js";
import type { MailMessage } from "../mail/mailer.js";

type Config = Pick<AppConfig, "publicUrl" | "contactEmail" | "grievanceEmail">;

export const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" }).format(new Date(iso));

/** What a notice is about, read when it is sent. */
export type NoticeSubject =
  | { kind: "grievance_ack" | "grievance_answer"; grievance: GrievancesTable }
  | { kind: "retention_warning"; eraseOn: string }
  | { kind: "breach"; breach: BreachesTable };

function body(subject: NoticeSubject, config: Config) {
  const page = `${config.publicUrl}/me`;
  switch (subject.kind) {
    case "grievance_ack": {
      const g = subject.grievance;
      return {
        title: `We have your grievance (${g.reference})`,
        paragraphs: [
          `We received your grievance on ${longDate(g.receivedAt)}. Its reference is ${g.reference}.`,
          `You will have our answer by ${longDate(g.dueAt)}. The law gives us until ${longDate(g.outerDueAt)} at the latest; we aim to be far quicker.`,
          `What you wrote: "${g.message}"`,
        ],
        action: { label: "Open your page", intro: "Your page, with everything we hold about you:", url: page },
      };
    }
    case "grievance_answer": {
      const g = subject.grievance;
      return {
        title: `Our answer to your grievance (${g.reference})`,
        paragraphs: [
          `Here is our answer to the grievance you raised on ${longDate(g.receivedAt)} (${g.reference}):`,
          g.answer ?? "",
          `If this does not settle it, reply to ${config.grievanceEmail}, or complain to the Data Protection Board of India.`,
        ],
        action: { label: "Open your page", intro: "Your page:", url: page },
      };
    }
    case "retention_warning":
      return {
        title: `Your ${BRAND_NAME} waitlist entry will be erased on ${longDate(subject.eraseOn)}`,
        paragraphs: [
          `Your waitlist entry has served its purpose, so we will erase it, and everything we hold about you with it, on ${longDate(subject.eraseOn)}.`,
          "Nothing is needed from you. If you would like a copy first, download it from your page.",
        ],
        action: { label: "Download my data", intro: "Ask for a link to your page here:", url: page },
      };
    case "breach": {
      const b = subject.breach;
      const items = (JSON.parse(b.dataItems) as string[]).join(", ");
      return {
        title: `Important: a security incident affecting your ${BRAND_NAME} data`,
        paragraphs: [
          `What happened: ${b.description} We found it on ${longDate(b.foundAt)}.`,
          `What it means for you: it may have exposed your ${items}. ${b.impact}`,
          `What we did: ${b.measures}`,
          `What you can do: ${b.remedial}`,
          `Whom to contact: our grievance officer at ${config.grievanceEmail}.`,
        ],
        action: { label: "See what we hold", intro: "Your page, with everything we hold about you:", url: page },
      };
    }
  }
}

/**
 * The e-mail of one notice, in the shared branded layout. `notice` is the privacy notice in the person's
 * language (services/consent/notice-link.ts), as the personal-link e-mail links it.
 */
export function noticeEmail(
  person: { to: string; name: string; notice: string },
  subject: NoticeSubject,
  config: Config,
  messageId: string,
): MailMessage {
  const { to, name } = person;
  const { title, paragraphs, action } = body(subject, config);
  const { text, html } = brandedEmail({
    brandName: BRAND_NAME,
    contactEmail: config.grievanceEmail,
    name,
    paragraphs,
    action,
    notes: [`What we keep, why, and your rights: ${person.notice}`],
  });
  // One Message-ID per notice: a copy sent again after a crash is the same message to the receiver.
  const host = new URL(config.publicUrl).hostname;
  return { to, subject: title, text, html, headers: { "Message-ID": `<${messageId}@${host}>` } };
}
