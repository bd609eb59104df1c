import type { LanguageCode } from "../languages.js";
import { BRX_EMAIL, DOI_EMAIL, HI_EMAIL, KOK_EMAIL, MAI_EMAIL, MR_EMAIL, NE_EMAIL, SA_EMAIL } from "./devanagari.js";
import {
  AS_EMAIL,
  BN_EMAIL,
  GU_EMAIL,
  KN_EMAIL,
  ML_EMAIL,
  OR_EMAIL,
  PA_EMAIL,
  TA_EMAIL,
  TE_EMAIL,
} from "./east-south.js";
import { type EmailCopy, EN_EMAIL } from "./email-copy.js";
import { KS_EMAIL, MNI_EMAIL, SAT_EMAIL, SD_EMAIL, UR_EMAIL } from "./others.js";

export type { EmailCopy } from "./email-copy.js";

/**
 * The e-mails' words in English and each of the 22 languages, a full record like the form's (a language
 * without them does not compile). docs/translations.md says how each was written and checked.
 */
export const EMAIL_COPIES: Record<LanguageCode, EmailCopy> = {
  en: EN_EMAIL,
  as: AS_EMAIL,
  bn: BN_EMAIL,
  brx: BRX_EMAIL,
  doi: DOI_EMAIL,
  gu: GU_EMAIL,
  hi: HI_EMAIL,
  kn: KN_EMAIL,
  ks: KS_EMAIL,
  kok: KOK_EMAIL,
  mai: MAI_EMAIL,
  ml: ML_EMAIL,
  mni: MNI_EMAIL,
  mr: MR_EMAIL,
  ne: NE_EMAIL,
  or: OR_EMAIL,
  pa: PA_EMAIL,
  sa: SA_EMAIL,
  sat: SAT_EMAIL,
  sd: SD_EMAIL,
  ta: TA_EMAIL,
  te: TE_EMAIL,
  ur: UR_EMAIL,
};
