import { BRAND_NAME, LIVE_CITIES_TEXT } from "~/content/site";
import type { WaitlistVariant } from "./open-panel";

/** The panel's words for each way in: the trigger, the title and the line under it (the form's own words: WAITLIST_FORM_COPY). */
export const WAITLIST_COPY: Record<WaitlistVariant, { trigger: string; title: string; description: string }> = {
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
};

export const VARIANTS: WaitlistVariant[] = ["getStarted", "getInvited"];
