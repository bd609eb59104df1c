import { BRAND_NAME } from "../../../contract/brand.js";
import { EMAIL_COPIES, NOTICE_COPIES } from "../../../contract/email-copy/index.js";
import { fillIn } from "../../../contract/form-copy/panel-copy.js";
import { isLanguageCode, type LanguageCode, languageOf } from "../../../contract/languages.js";
import type { AppConfig } from "../../config.js";
import type { BreachesTable, GrievancesTable } from "../../db/schema.js";
import { brandedEmail } from "../mail/branded-email.js";
import type { MailMessage } from "../mail/mailer.js";

type Config = Pick<AppConfig, "publicUrl" | "contactEmail" | "grievanceEmail">;

import { longDate } from "../../../contract/long-date.js";

/** What a notice is about, read when it is sent. */
export type NoticeSubject =
  | { kind: "grievance_ack" | "grievance_answer"; grievance: GrievancesTable }
  | { kind: "retention_warning"; eraseOn: string }
  | { kind: "breach"; breach: BreachesTable };

/** The notice's words in the person's language; what staff wrote (an answer, a breach's account) as written. */
function body(subject: NoticeSubject, config: Config, language: LanguageCode) {
  const words = NOTICE_COPIES[language];
  const day = (iso: string) => longDate(iso, language);
  const page = `${config.publicUrl}/me`;
  switch (subject.kind) {
    case "grievance_ack": {
      const g = subject.grievance;
      const w = words.grievanceAck;
      return {
        title: fillIn(w.title, { reference: g.reference }),
        paragraphs: [
          fillIn(w.received, { date: day(g.receivedAt), reference: g.reference }),
          fillIn(w.due, { due: day(g.dueAt), outer: day(g.outerDueAt) }),
          fillIn(w.wrote, { message: g.message }),
        ],
        action: { label: words.openPage, intro: words.pageWithAll, url: page },
      };
    }
    case "grievance_answer": {
      const g = subject.grievance;
      const w = words.grievanceAnswer;
      return {
        title: fillIn(w.title, { reference: g.reference }),
        paragraphs: [
          fillIn(w.intro, { date: day(g.receivedAt), reference: g.reference }),
          g.answer ?? "",
          fillIn(w.unsettled, { email: config.grievanceEmail }),
        ],
        action: { label: words.openPage, intro: words.page, url: page },
      };
    }
    case "retention_warning": {
      const w = words.retention;
      const date = day(subject.eraseOn);
      return {
        title: fillIn(w.title, { brand: BRAND_NAME, date }),
        paragraphs: [fillIn(w.erase, { date }), w.nothing],
        action: { label: w.label, intro: w.intro, url: page },
      };
    }
    case "breach": {
      const b = subject.breach;
      const w = words.breach;
      const items = (JSON.parse(b.dataItems) as string[]).join(", ");
      return {
        title: fillIn(w.title, { brand: BRAND_NAME }),
        paragraphs: [
          fillIn(w.happened, { description: b.description, date: day(b.foundAt) }),
          fillIn(w.means, { items, impact: b.impact }),
          fillIn(w.did, { measures: b.measures }),
          fillIn(w.can, { remedial: b.remedial }),
          fillIn(w.contact, { email: config.grievanceEmail }),
        ],
        action: { label: w.label, intro: words.pageWithAll, url: page },
      };
    }
  }
}

/**
 * The e-mail of one notice, in the shared branded layout. `notice` is the privacy notice in the person's
 * language (services/consent/notice-link.ts), as the personal-link e-mail links it.
 */
export function noticeEmail(
  person: { to: string; name: string; notice: string; language?: string | null },
  subject: NoticeSubject,
  config: Config,
  messageId: string,
): MailMessage {
  const { to, name } = person;
  // A grievance raised without an entry has no language of its own: English, as the notice it links.
  const language = person.language && isLanguageCode(person.language) ? person.language : "en";
  const { title, paragraphs, action } = body(subject, config, language);
  const { text, html } = brandedEmail({
    brandName: BRAND_NAME,
    contactEmail: config.grievanceEmail,
    name,
    paragraphs,
    action,
    notes: [fillIn(NOTICE_COPIES[language].rights, { link: person.notice })],
    language: {
      code: language === "en" ? "en-IN" : language,
      dir: languageOf(language).dir,
      layout: EMAIL_COPIES[language].layout,
    },
  });
  // One Message-ID per notice: a copy sent again after a crash is the same message to the receiver.
  const host = new URL(config.publicUrl).hostname;
  return { to, subject: title, text, html, headers: { "Message-ID": `<${messageId}@${host}>` } };
}
