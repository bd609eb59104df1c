import { RESPONSE_TIME } from "../terms";

/**
 * The onboarding page's words once the invite is known, in the invited person's language. `{name}`, `{email}`,
 * `{brand}`, `{terms}` and `{privacy}` stand for the values and links put in, where the language wants them.
 * The name and phone labels and errors are the waitlist form's (contract/form-copy), and so is the privacy
 * link's text (`noticeLink`); only the words that form has not are here.
 */
export interface OnboardingCopy {
  /** The page's title: the invite e-mail's button words in the same language (the test holds them equal). */
  title: string;
  welcome: string;
  welcomeNoName: string;
  ready: string;
  terms: string;
  termsLink: string;
  acceptTerms: string;
  submit: string;
  submitting: string;
  signedUp: {
    title: string;
    lead: string;
    steps: [string, string, string];
    questions: string;
    plans: string;
    terms: string;
  };
}

/** The English words the page had before it spoke the other 22 languages. */
export const EN_ONBOARDING: OnboardingCopy = {
  title: "Complete your signup",
  welcome: "Welcome, {name}",
  welcomeNoName: "Welcome",
  ready: "Your invite for {email} is ready. Check your details and complete your signup.",
  terms: "I accept the {terms} and {privacy}.",
  termsLink: "pilot terms",
  acceptTerms: "Please accept the terms to continue.",
  submit: "Complete signup",
  submitting: "Signing you up…",
  signedUp: {
    title: "You're in, {name}!",
    lead: "Your {brand} account is ready. Here is what happens next:",
    steps: [
      `Within ${RESPONSE_TIME} our concierge team writes to {email} and calls you to book the pickup of your first stash.`,
      "At the pickup we list every item with you; you choose a plan on the pricing page then.",
      "From then on, ask for your clothes with 8 hours' notice and they are delivered pressed.",
    ],
    questions: "Questions before then? Write to {email}.",
    plans: "See the plans",
    terms: "Read the pilot terms",
  },
};
