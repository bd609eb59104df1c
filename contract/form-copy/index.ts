import type { LanguageCode } from "../languages.js";
import { EN, HI, TA, UR } from "./copies.js";
import { BRX, DOI, KOK, MAI, MR, NE, SA } from "./devanagari.js";
import { AS, BN, OR } from "./eastern.js";
import type { FormCopy } from "./form-copy.js";
import { MNI, SAT } from "./own-scripts.js";
import { KS, SD } from "./perso-arabic.js";
import { GU, KN, ML, PA, TE } from "./south-and-west.js";

export type { FormCopy } from "./form-copy.js";

/**
 * The form's words in English and each of the 22 languages of the Eighth Schedule, one file per script family;
 * a full record, so a language added to LANGUAGES without its copy is a type error. docs/translations.md says
 * how each was written and checked.
 */
export const COPIES: Record<LanguageCode, FormCopy> = {
  en: EN,
  as: AS,
  bn: BN,
  brx: BRX,
  doi: DOI,
  gu: GU,
  hi: HI,
  kn: KN,
  ks: KS,
  kok: KOK,
  mai: MAI,
  ml: ML,
  mni: MNI,
  mr: MR,
  ne: NE,
  or: OR,
  pa: PA,
  sa: SA,
  sat: SAT,
  sd: SD,
  ta: TA,
  te: TE,
  ur: UR,
};

export const formCopy = (language: LanguageCode): FormCopy => COPIES[language];
