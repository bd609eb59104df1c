import type { LanguageCode } from "../../../contract/languages";
import {
  BRX_YOUR_DATA,
  DOI_YOUR_DATA,
  HI_YOUR_DATA,
  KOK_YOUR_DATA,
  MAI_YOUR_DATA,
  MR_YOUR_DATA,
  NE_YOUR_DATA,
  SA_YOUR_DATA,
} from "./devanagari";
import {
  AS_YOUR_DATA,
  BN_YOUR_DATA,
  GU_YOUR_DATA,
  KN_YOUR_DATA,
  ML_YOUR_DATA,
  OR_YOUR_DATA,
  PA_YOUR_DATA,
  TA_YOUR_DATA,
  TE_YOUR_DATA,
} from "./east-south";
import { KS_YOUR_DATA, MNI_YOUR_DATA, SAT_YOUR_DATA, SD_YOUR_DATA, UR_YOUR_DATA } from "./others";
import { EN_YOUR_DATA, type YourDataCopy } from "./your-data-copy";

export type { YourDataCopy } from "./your-data-copy";

/** The personal page's "your data" section in each of the 23 languages, a full record like the form's. */
export const YOUR_DATA_COPIES: Record<LanguageCode, YourDataCopy> = {
  en: EN_YOUR_DATA,
  as: AS_YOUR_DATA,
  bn: BN_YOUR_DATA,
  brx: BRX_YOUR_DATA,
  doi: DOI_YOUR_DATA,
  gu: GU_YOUR_DATA,
  hi: HI_YOUR_DATA,
  kn: KN_YOUR_DATA,
  ks: KS_YOUR_DATA,
  kok: KOK_YOUR_DATA,
  mai: MAI_YOUR_DATA,
  ml: ML_YOUR_DATA,
  mni: MNI_YOUR_DATA,
  mr: MR_YOUR_DATA,
  ne: NE_YOUR_DATA,
  or: OR_YOUR_DATA,
  pa: PA_YOUR_DATA,
  sa: SA_YOUR_DATA,
  sat: SAT_YOUR_DATA,
  sd: SD_YOUR_DATA,
  ta: TA_YOUR_DATA,
  te: TE_YOUR_DATA,
  ur: UR_YOUR_DATA,
};
