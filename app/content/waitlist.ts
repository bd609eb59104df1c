import type { WaitlistVariant } from "~/components/waitlist/open-panel";
import { BRAND_NAME, LIVE_CITIES_TEXT } from "~/content/site";

/**
 * The waitlist panel's words for each way in: the trigger, the title and the line under it. The form's own
 * words are one object beside the contract (`WAITLIST_FORM_COPY`, contract/waitlist-copy.ts): the server writes
 * some of them into the pages too.
 */
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
