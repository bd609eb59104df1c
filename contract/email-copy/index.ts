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
import { EN_NOTICE, type NoticeCopy } from "./notice-copy.js";
import {
  BRX_NOTICE,
  DOI_NOTICE,
  HI_NOTICE,
  KOK_NOTICE,
  MAI_NOTICE,
  MR_NOTICE,
  NE_NOTICE,
  SA_NOTICE,
} from "./notice-devanagari.js";
import { AS_NOTICE, BN_NOTICE, GU_NOTICE, OR_NOTICE, PA_NOTICE } from "./notice-east-south.js";
import { KS_NOTICE, MNI_NOTICE, SAT_NOTICE, SD_NOTICE, UR_NOTICE } from "./notice-others.js";
import { KN_NOTICE, ML_NOTICE, TA_NOTICE, TE_NOTICE } from "./notice-south.js";
import { KS_EMAIL, MNI_EMAIL, SAT_EMAIL, SD_EMAIL, UR_EMAIL } from "./others.js";

export type { EmailCopy } from "./email-copy.js";
export type { NoticeCopy } from "./notice-copy.js";

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

/** The rights desk's notices (their frame around what staff wrote) in each of the 23 languages. */
export const NOTICE_COPIES: Record<LanguageCode, NoticeCopy> = {
  en: EN_NOTICE,
  as: AS_NOTICE,
  bn: BN_NOTICE,
  brx: BRX_NOTICE,
  doi: DOI_NOTICE,
  gu: GU_NOTICE,
  hi: HI_NOTICE,
  kn: KN_NOTICE,
  ks: KS_NOTICE,
  kok: KOK_NOTICE,
  mai: MAI_NOTICE,
  ml: ML_NOTICE,
  mni: MNI_NOTICE,
  mr: MR_NOTICE,
  ne: NE_NOTICE,
  or: OR_NOTICE,
  pa: PA_NOTICE,
  sa: SA_NOTICE,
  sat: SAT_NOTICE,
  sd: SD_NOTICE,
  ta: TA_NOTICE,
  te: TE_NOTICE,
  ur: UR_NOTICE,
};
