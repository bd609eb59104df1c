import type { CONSENT_ACTIONS, CONSENT_PURPOSES } from "../../../contract/consent";

/** The personal page's consent section in one language: the records' words, the notice link, the withdrawal. */
export interface ConsentCopy {
  title: string;
  body: string;
  notice: string;
  purpose: Record<(typeof CONSENT_PURPOSES)[number], string>;
  action: Record<(typeof CONSENT_ACTIONS)[number], string>;
  withdrawWhatsapp: string;
  withdrawing: string;
  loadFailed: string;
}

export const EN_CONSENT: ConsentCopy = {
  title: "What you agreed to",
  body: "Each consent you gave, and each you withdrew, with the version and language of the notice you saw. Withdrawing is one tap: WhatsApp here, the waitlist below (that erases your entry).",
  notice: "Read the privacy notice",
  purpose: { waitlist: "Waitlist", whatsapp: "WhatsApp" },
  action: { given: "given", withdrawn: "withdrawn", erased: "erased" },
  withdrawWhatsapp: "Withdraw consent to WhatsApp",
  withdrawing: "Withdrawing…",
  loadFailed: "Your consent records could not be loaded.",
};
