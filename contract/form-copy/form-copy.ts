/**
 * The waitlist form's words in one language: labels, the consent and age boxes and errors. The JavaScript form
 * and the no-JS page both render from it (the server renders the second, so it lives here, not in app/content).
 */
export interface FormCopy {
  language: string;
  labels: Record<"name" | "email" | "phone" | "company" | "tripsPerMonth" | "homeCity" | "preferredCities", string>;
  optional: string;
  selectHomeCity: string;
  waitlist: string;
  waitlistHint: string;
  noticeLink: string;
  age: string;
  whatsapp: string;
  whatsappHint: string;
  submit: string;
  submitting: string;
  checkFields: string;
  /** One message per field, shown in place of the English rule's when the form is in another language. */
  errors: Record<
    "name" | "email" | "phone" | "homeCity" | "preferredCities" | "waitlistConsent" | "ageConfirmed",
    string
  >;
}
