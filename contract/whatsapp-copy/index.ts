import type { LanguageCode } from "../languages.js";
import { BRX_REPLY, DOI_REPLY, HI_REPLY, KOK_REPLY, MAI_REPLY, MR_REPLY, NE_REPLY, SA_REPLY } from "./devanagari.js";
import {
  AS_REPLY,
  BN_REPLY,
  GU_REPLY,
  KN_REPLY,
  ML_REPLY,
  OR_REPLY,
  PA_REPLY,
  TA_REPLY,
  TE_REPLY,
} from "./east-south.js";
import { KS_REPLY, MNI_REPLY, SAT_REPLY, SD_REPLY, UR_REPLY } from "./others.js";
import { EN_REPLY, type WhatsappReplyCopy } from "./whatsapp-copy.js";

export type { WhatsappReplyCopy } from "./whatsapp-copy.js";

/** The reply after a confirmation tap in English and each of the 22 languages, a full record like the form's. */
export const WHATSAPP_REPLY_COPIES: Record<LanguageCode, WhatsappReplyCopy> = {
  en: EN_REPLY,
  as: AS_REPLY,
  bn: BN_REPLY,
  brx: BRX_REPLY,
  doi: DOI_REPLY,
  gu: GU_REPLY,
  hi: HI_REPLY,
  kn: KN_REPLY,
  ks: KS_REPLY,
  kok: KOK_REPLY,
  mai: MAI_REPLY,
  ml: ML_REPLY,
  mni: MNI_REPLY,
  mr: MR_REPLY,
  ne: NE_REPLY,
  or: OR_REPLY,
  pa: PA_REPLY,
  sa: SA_REPLY,
  sat: SAT_REPLY,
  sd: SD_REPLY,
  ta: TA_REPLY,
  te: TE_REPLY,
  ur: UR_REPLY,
};
