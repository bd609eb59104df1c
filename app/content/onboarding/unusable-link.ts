import type { LanguageCode } from "../../../contract/languages";
import { UNUSABLE_EAST_SOUTH } from "./unusable-east-south";
import { UNUSABLE_NORTH_WEST } from "./unusable-north-west";

/**
 * The onboarding page's words when its link cannot be used, in the language the link's `lang` hint names
 * (the invite's messages add it). 410 says failures.ts's
 * `inviteGone`. `{email}` is the address to write to and `{home}` the link to the home page, placed where the
 * language wants them.
 */
export interface UnusableLinkCopy {
  heading: string;
  /** 404: no invite has this code (a cut or altered link). */
  unknown: string;
  /** The link has no invite code at all. */
  missing: string;
  help: string;
  /** The words of the `{home}` link. */
  home: string;
}

/** The English words the page had before it spoke the other 22 languages (404's line is new). */
export const EN_UNUSABLE: UnusableLinkCopy = {
  heading: "This invite link cannot be used",
  unknown: "This link is not a valid invite link. Open the whole link from your e-mail.",
  missing: "The link is missing its invite code. Open the whole link from your e-mail.",
  help: "Write to {email} or {home}.",
  home: "visit our home page",
};

export const UNUSABLE_LINK_COPIES: Record<LanguageCode, UnusableLinkCopy> = {
  en: EN_UNUSABLE,
  ...UNUSABLE_NORTH_WEST,
  ...UNUSABLE_EAST_SOUTH,
};
