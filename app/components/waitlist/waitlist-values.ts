import type { LanguageCode } from "../../../contract/languages";
import type { WaitlistTextField } from "../../../contract/waitlist";

/**
 * What the visitor has typed, kept by the button that opened the form (not the form itself) so that
 * closing the panel, a failed save or a reload of the lazy form chunk never loses it.
 */
export type WaitlistValues = Record<WaitlistTextField | "homeCity", string> & {
  preferredCities: string[];
  /** Consent to the confirmation and invite on WhatsApp (contract/whatsapp.ts): unticked until ticked. */
  whatsappOptIn: boolean;
  /** The waitlist purpose's consent and the age confirmation: both required, neither ticked for the visitor. */
  waitlistConsent: boolean;
  ageConfirmed: boolean;
  /** The form's language; null until the visitor picks one: the browser's, when it is one of the 23. */
  language: LanguageCode | null;
};

export const EMPTY_VALUES: WaitlistValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  tripsPerMonth: "",
  homeCity: "",
  preferredCities: [],
  whatsappOptIn: false,
  waitlistConsent: false,
  ageConfirmed: false,
  language: null,
};
