/**
 * The privacy notice's words in one language (docs/product.md, Consent). Every translation has the same
 * sections and items, in the same order, as the English text of its version, so that a reviewer can compare
 * them line by line (docs/translations.md). `{email}` stands for the contact address,
 * `{grievance}` for the grievance officer's (GRIEVANCE_EMAIL).
 */
export interface NoticeText {
  title: string;
  intro: string;
  /** A translation says that the English text prevails where the two differ; English leaves it empty. */
  prevails: string;
  /** The word before the version's date. */
  version: string;
  /** The heading over the links to the other languages. */
  languages: string;
  sections: readonly { heading: string; items: readonly string[] }[];
}

/** What every text has: 5 sections of 4, 3, 2, 2 and 1 items (a test holds each translation to it). */
export const NOTICE_SHAPE = [4, 3, 2, 2, 1] as const;
