import { formCopy } from "../form-copy/index.js";
import type { LanguageCode } from "../languages.js";
import {
  AS_GRIEVANCE,
  BN_GRIEVANCE,
  KN_GRIEVANCE,
  ML_GRIEVANCE,
  OR_GRIEVANCE,
  TA_GRIEVANCE,
  TE_GRIEVANCE,
} from "./east-south.js";
import { EN_GRIEVANCE, type GrievanceCopy } from "./grievance-copy.js";
import {
  BRX_GRIEVANCE,
  DOI_GRIEVANCE,
  GU_GRIEVANCE,
  HI_GRIEVANCE,
  KOK_GRIEVANCE,
  MAI_GRIEVANCE,
  MR_GRIEVANCE,
  NE_GRIEVANCE,
  PA_GRIEVANCE,
  SA_GRIEVANCE,
} from "./north.js";
import { KS_GRIEVANCE, MNI_GRIEVANCE, SAT_GRIEVANCE, SD_GRIEVANCE, UR_GRIEVANCE } from "./others.js";

export type { GrievanceCopy } from "./grievance-copy.js";

/** The notice's grievance form in each of the 23 languages, a full record like the form's. */
export const GRIEVANCE_COPIES: Record<LanguageCode, GrievanceCopy> = {
  en: EN_GRIEVANCE,
  as: AS_GRIEVANCE,
  bn: BN_GRIEVANCE,
  brx: BRX_GRIEVANCE,
  doi: DOI_GRIEVANCE,
  gu: GU_GRIEVANCE,
  hi: HI_GRIEVANCE,
  kn: KN_GRIEVANCE,
  ks: KS_GRIEVANCE,
  kok: KOK_GRIEVANCE,
  mai: MAI_GRIEVANCE,
  ml: ML_GRIEVANCE,
  mni: MNI_GRIEVANCE,
  mr: MR_GRIEVANCE,
  ne: NE_GRIEVANCE,
  or: OR_GRIEVANCE,
  pa: PA_GRIEVANCE,
  sa: SA_GRIEVANCE,
  sat: SAT_GRIEVANCE,
  sd: SD_GRIEVANCE,
  ta: TA_GRIEVANCE,
  te: TE_GRIEVANCE,
  ur: UR_GRIEVANCE,
};

/**
 * The form's field errors in `language`, one line a field, for every language but English (which shows the
 * rule's own message): the e-mail's is the waitlist form's, so the two forms say it alike.
 */
export const grievanceFieldLines = (language: LanguageCode): Record<"email" | "message", string> => ({
  email: formCopy(language).errors.email,
  message: GRIEVANCE_COPIES[language].messageError,
});
