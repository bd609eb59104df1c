import type { LanguageCode } from "../../../contract/languages";
import {
  BRX_ONBOARDING,
  DOI_ONBOARDING,
  HI_ONBOARDING,
  KOK_ONBOARDING,
  MAI_ONBOARDING,
  MR_ONBOARDING,
  NE_ONBOARDING,
  SA_ONBOARDING,
} from "./devanagari";
import { AS_ONBOARDING, BN_ONBOARDING, OR_ONBOARDING } from "./eastern";
import { EN_ONBOARDING, type OnboardingCopy } from "./onboarding-copy";
import { KS_ONBOARDING, MNI_ONBOARDING, SAT_ONBOARDING, SD_ONBOARDING, UR_ONBOARDING } from "./others";
import {
  GU_ONBOARDING,
  KN_ONBOARDING,
  ML_ONBOARDING,
  PA_ONBOARDING,
  TA_ONBOARDING,
  TE_ONBOARDING,
} from "./south-and-west";

export { ONBOARDING_FAILURES, type OnboardingFailures } from "./failures";
export type { OnboardingCopy } from "./onboarding-copy";
export { UNUSABLE_LINK_COPIES, type UnusableLinkCopy } from "./unusable-link";

/** The onboarding page's words in English and each of the 22 languages, a full record like the form's. */
export const ONBOARDING_COPIES: Record<LanguageCode, OnboardingCopy> = {
  en: EN_ONBOARDING,
  as: AS_ONBOARDING,
  bn: BN_ONBOARDING,
  brx: BRX_ONBOARDING,
  doi: DOI_ONBOARDING,
  gu: GU_ONBOARDING,
  hi: HI_ONBOARDING,
  kn: KN_ONBOARDING,
  ks: KS_ONBOARDING,
  kok: KOK_ONBOARDING,
  mai: MAI_ONBOARDING,
  ml: ML_ONBOARDING,
  mni: MNI_ONBOARDING,
  mr: MR_ONBOARDING,
  ne: NE_ONBOARDING,
  or: OR_ONBOARDING,
  pa: PA_ONBOARDING,
  sa: SA_ONBOARDING,
  sat: SAT_ONBOARDING,
  sd: SD_ONBOARDING,
  ta: TA_ONBOARDING,
  te: TE_ONBOARDING,
  ur: UR_ONBOARDING,
};

export const onboardingCopy = (language: LanguageCode): OnboardingCopy => ONBOARDING_COPIES[language];
