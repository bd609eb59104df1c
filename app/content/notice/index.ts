import type { LanguageCode } from "../../../contract/languages";
import { NOTICE_VERSION } from "../../../contract/notice-version";
import { HI, MR, NE } from "./devanagari";
import { BRX, SA } from "./devanagari-classical";
import { DOI, KOK, MAI } from "./devanagari-more";
import { AS, BN, OR } from "./eastern";
import { EN } from "./en";
import { EN_2026_11_28 } from "./en-2026-11-28";
import type { NoticeText } from "./notice-text";
import { MNI, SAT } from "./own-scripts";
import { KS, SD, UR } from "./perso-arabic";
import { KN, ML, TA, TE } from "./southern";
import { GU, PA } from "./western";

/** The current notice in each of the 23 languages (contract/languages.ts). */
export const NOTICES: Record<LanguageCode, NoticeText> = {
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

/**
 * Every version's English text, kept readable at /privacy/notice/v/<version> for as long as a consent record
 * may name it. A new version adds an entry here (and NOTICE_VERSION moves on); none is ever removed.
 */
export const NOTICE_ARCHIVE: Record<string, NoticeText> = {
  "2026-11-28": EN_2026_11_28,
  [NOTICE_VERSION]: EN,
};
