import { BRAND_NAME, LIVE_CITIES_TEXT } from "~/content/site";

/** The waitlist's words in one place: the panel's fixed wording, our own pitch for the invite dialog. */
export const WAITLIST_COPY = {
  getStarted: {
    trigger: "Get started",
    title: "Get Started",
    description: "Fill out the short form to join the waitlist.",
  },
  getInvited: {
    trigger: "Get Invited",
    title: "Get Invited",
    description: `${BRAND_NAME} is invite-only while we pilot in ${LIVE_CITIES_TEXT}: join the list and we'll invite you as spots open.`,
  },
  submit: "Join the waitlist",
  submitting: "Joining…",
  checkFields: "Please check the highlighted fields.",
  saveFailed: "Your sign-up didn't go through.",
  keptInput: "Everything you typed is still here.",
} as const;

export type WaitlistVariant = "getStarted" | "getInvited";
