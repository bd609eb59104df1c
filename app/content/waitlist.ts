import type { WaitlistVariant } from "~/components/waitlist/open-panel";

/**
 * The waitlist's triggers on the English pages. The panel's title, the line under it and the thanks follow the
 * form's language, so they live with the form's words in each language (contract/form-copy/panel-copy.ts).
 */
export const WAITLIST_COPY: Record<WaitlistVariant, { trigger: string }> = {
  getStarted: { trigger: "Get started" },
  getInvited: { trigger: "Get Invited" },
};

export const VARIANTS: WaitlistVariant[] = ["getStarted", "getInvited"];
