import type { LanguageCode } from "../languages.js";
import { EN, HI, TA, UR } from "./copies.js";
import { BRX, DOI, KOK, MAI, MR, NE, SA } from "./devanagari.js";
import { AS, BN, OR } from "./eastern.js";
import { EN_FAILURE, type FailureCopy } from "./failure-copy.js";
import {
  BRX_FAILURE,
  DOI_FAILURE,
  HI_FAILURE,
  KOK_FAILURE,
  MAI_FAILURE,
  MR_FAILURE,
  NE_FAILURE,
  SA_FAILURE,
} from "./failure-devanagari.js";
import {
  AS_FAILURE,
  BN_FAILURE,
  GU_FAILURE,
  KN_FAILURE,
  ML_FAILURE,
  OR_FAILURE,
  PA_FAILURE,
  TA_FAILURE,
  TE_FAILURE,
} from "./failure-east-south.js";
import { KS_FAILURE, MNI_FAILURE, SAT_FAILURE, SD_FAILURE, UR_FAILURE } from "./failure-others.js";
import type { FormCopy } from "./form-copy.js";
import { MNI, SAT } from "./own-scripts.js";
import { EN_PANEL, type PanelCopy } from "./panel-copy.js";
import {
  BRX_PANEL,
  DOI_PANEL,
  HI_PANEL,
  KOK_PANEL,
  MAI_PANEL,
  MR_PANEL,
  NE_PANEL,
  SA_PANEL,
} from "./panel-devanagari.js";
import {
  AS_PANEL,
  BN_PANEL,
  GU_PANEL,
  KN_PANEL,
  ML_PANEL,
  OR_PANEL,
  PA_PANEL,
  TA_PANEL,
  TE_PANEL,
} from "./panel-east-south.js";
import { KS_PANEL, MNI_PANEL, SAT_PANEL, SD_PANEL, UR_PANEL } from "./panel-others.js";
import { KS, SD } from "./perso-arabic.js";
import { GU, KN, ML, PA, TE } from "./south-and-west.js";

export type { FailureCopy } from "./failure-copy.js";
export type { FormCopy } from "./form-copy.js";
export { around, fillIn, type PanelCopy } from "./panel-copy.js";

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

/** The panel's title, lead and thanks in each of the 23 languages, a full record like COPIES. */
export const PANEL_COPIES: Record<LanguageCode, PanelCopy> = {
  en: EN_PANEL,
  as: AS_PANEL,
  bn: BN_PANEL,
  brx: BRX_PANEL,
  doi: DOI_PANEL,
  gu: GU_PANEL,
  hi: HI_PANEL,
  kn: KN_PANEL,
  ks: KS_PANEL,
  kok: KOK_PANEL,
  mai: MAI_PANEL,
  ml: ML_PANEL,
  mni: MNI_PANEL,
  mr: MR_PANEL,
  ne: NE_PANEL,
  or: OR_PANEL,
  pa: PA_PANEL,
  sa: SA_PANEL,
  sat: SAT_PANEL,
  sd: SD_PANEL,
  ta: TA_PANEL,
  te: TE_PANEL,
  ur: UR_PANEL,
};

export const panelCopy = (language: LanguageCode): PanelCopy => PANEL_COPIES[language];

/** What a form says when a save fails with no field to point at, in each of the 23 languages, a full record. */
export const FAILURE_COPIES: Record<LanguageCode, FailureCopy> = {
  en: EN_FAILURE,
  as: AS_FAILURE,
  bn: BN_FAILURE,
  brx: BRX_FAILURE,
  doi: DOI_FAILURE,
  gu: GU_FAILURE,
  hi: HI_FAILURE,
  kn: KN_FAILURE,
  ks: KS_FAILURE,
  kok: KOK_FAILURE,
  mai: MAI_FAILURE,
  ml: ML_FAILURE,
  mni: MNI_FAILURE,
  mr: MR_FAILURE,
  ne: NE_FAILURE,
  or: OR_FAILURE,
  pa: PA_FAILURE,
  sa: SA_FAILURE,
  sat: SAT_FAILURE,
  sd: SD_FAILURE,
  ta: TA_FAILURE,
  te: TE_FAILURE,
  ur: UR_FAILURE,
};

export const failureCopy = (language: LanguageCode): FailureCopy => FAILURE_COPIES[language];
