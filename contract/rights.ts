/**
 * The rights desk's constants (docs/product.md, Rights desk): the promises made on the notice and kept by
 * the server. Shared by the pages that state them and the services that keep them.
 */

/** Our promise: a grievance is answered within this many days. */
export const GRIEVANCE_PROMISE_DAYS = 7;
/** The DPDP Rules' outer bound for an answer (Rule 14). */
export const GRIEVANCE_OUTER_DAYS = 90;
/** A person whose entry's purpose ended is warned this long before it is erased. */
export const RETENTION_WARNING_HOURS = 48;
/** Processing logs (audit of personal-data actions, message logs, consent records) are kept this long. */
export const LOG_RETENTION_DAYS = 365;
/** Hours from a breach's discovery by which the Data Protection Board must have the report (Rule 7). */
export const BREACH_REPORT_HOURS = 72;

/** Who processes personal data for us, and for what (a person's export names those that had theirs). */
export const PROCESSORS = {
  email: {
    name: "Our e-mail relay",
    purpose: "Delivers the e-mail we send you (confirmation, invites, answers, notices).",
  },
  whatsapp: {
    name: "Meta Platforms (WhatsApp Business Cloud API)",
    purpose: "Delivers the WhatsApp messages you chose to receive.",
  },
} as const;
