/**
 * What a form says when a save fails without a field to point at, in one language: the banner's title, the
 * line for each kind of failure, that nothing typed was lost, and the retry button. Both the waitlist form and
 * the onboarding form read it (app/lib/failure-message.ts picks the line); the server's English `detail` is
 * not shown, so a visitor reads the form's own language whatever went wrong.
 */
export interface FailureCopy {
  title: string;
  /** No answer at all: the connection dropped or the server could not be reached. */
  network: string;
  /** 429: the network sent too many tries. */
  tooMany: string;
  /** 5xx: the service is busy or down for a moment. */
  busy: string;
  /** Anything else that names no field. */
  unexpected: string;
  kept: string;
  tryAgain: string;
}

export const EN_FAILURE: FailureCopy = {
  title: "Your sign-up didn't go through.",
  network: "We couldn't reach our server. Check your connection and try again.",
  tooMany: "Too many tries from your network just now. Wait a minute, then try again.",
  busy: "Our service is busy or briefly unavailable. Please try again in a few minutes.",
  unexpected: "Something went wrong. Please try again.",
  kept: "Everything you typed is still here.",
  tryAgain: "Try again",
};
