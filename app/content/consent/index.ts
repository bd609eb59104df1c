import type { LanguageCode } from "../../../contract/languages";
import { type ConsentCopy, EN_CONSENT } from "./consent-copy";
import {
  AS_CONSENT,
  BN_CONSENT,
  BRX_CONSENT,
  DOI_CONSENT,
  GU_CONSENT,
  HI_CONSENT,
  KN_CONSENT,
  KOK_CONSENT,
  MAI_CONSENT,
  ML_CONSENT,
  MR_CONSENT,
  NE_CONSENT,
  OR_CONSENT,
  PA_CONSENT,
  SA_CONSENT,
  TA_CONSENT,
  TE_CONSENT,
} from "./indic";
import { KS_CONSENT, MNI_CONSENT, SAT_CONSENT, SD_CONSENT, UR_CONSENT } from "./others";

export type { ConsentCopy } from "./consent-copy";

/** The personal page's consent section in each of the 23 languages, a full record like the form's. */
export const CONSENT_COPIES: Record<LanguageCode, ConsentCopy> = {
  en: EN_CONSENT,
  as: AS_CONSENT,
  bn: BN_CONSENT,
  brx: BRX_CONSENT,
  doi: DOI_CONSENT,
  gu: GU_CONSENT,
  hi: HI_CONSENT,
  kn: KN_CONSENT,
  ks: KS_CONSENT,
  kok: KOK_CONSENT,
  mai: MAI_CONSENT,
  ml: ML_CONSENT,
  mni: MNI_CONSENT,
  mr: MR_CONSENT,
  ne: NE_CONSENT,
  or: OR_CONSENT,
  pa: PA_CONSENT,
  sa: SA_CONSENT,
  sat: SAT_CONSENT,
  sd: SD_CONSENT,
  ta: TA_CONSENT,
  te: TE_CONSENT,
  ur: UR_CONSENT,
};
