import type { LanguageCode } from "../languages.js";
import { EN, HI, TA, UR } from "./copies.js";
import type { FormCopy } from "./form-copy.js";

export type { FormCopy } from "./form-copy.js";

/**
 * The form's words per language. Translated so far: English, Hindi, Tamil, Urdu; the other languages show
 * the form in English (their notice is translated) until their copies are added here.
 */
const COPIES: Partial<Record<LanguageCode, FormCopy>> = { en: EN, hi: HI, ta: TA, ur: UR };

export const formCopy = (language: LanguageCode): FormCopy => COPIES[language] ?? EN;
