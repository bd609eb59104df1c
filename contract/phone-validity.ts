import { Metadata, type PhoneNumber } from "libphonenumber-js/max";
import metadataJson from "libphonenumber-js/metadata.max.json";

/** The parts of libphonenumber-js's numbering plan read here (its typings leave them out). */
interface NumberingPlan {
  nationalNumberPattern(): string;
  hasTypes(): boolean;
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}
interface PlanSelector {
  selectNumberingPlan(countryOrCallingCode: string): void;
  numberingPlan: NumberingPlan;
}

/** Every type libphonenumber's getNumberType tries: a number is valid when it is one of them. */
const TYPES = [
  "FIXED_LINE",
  "MOBILE",
  "PREMIUM_RATE",
  "TOLL_FREE",
  "SHARED_COST",
  "VOIP",
  "PERSONAL_NUMBER",
  "PAGER",
  "UAN",
  "VOICEMAIL",
];

const metadata = new (Metadata as unknown as new (json: unknown) => PlanSelector)(metadataJson);
/** One compiled expression per pattern of the metadata: a few hundred at most. */
const expressions = new Map<string, RegExp>();

function matchesEntirely(text: string, pattern: string) {
  let expression = expressions.get(pattern);
  if (!expression) {
    expression = new RegExp(`^(?:${pattern})$`);
    expressions.set(pattern, expression);
  }
  return expression.test(text);
}

/**
 * `phone.isValid()` (libphonenumber-js, "max" metadata), with each pattern compiled once: the library builds
 * a RegExp from the pattern's text for every type it tries, on every call, which was two thirds of a
 * sign-up's phone check on the event loop (docs/history.md, 272). The same steps as its isValidNumber and
 * getNumberType; `phone-validity.test.ts` holds the two to the same answers.
 */
export function isValidPhoneNumber(phone: PhoneNumber): boolean {
  metadata.selectNumberingPlan(phone.country ?? phone.countryCallingCode);
  const plan = metadata.numberingPlan;
  const national = phone.nationalNumber;
  if (!plan.hasTypes()) return matchesEntirely(national, plan.nationalNumberPattern());
  if (!matchesEntirely(national, plan.nationalNumberPattern())) return false;
  return TYPES.some((name) => {
    const type = plan.type(name);
    if (!type?.pattern()) return false;
    const lengths = type.possibleLengths();
    if (lengths && !lengths.includes(national.length)) return false;
    return matchesEntirely(national, type.pattern());
  });
}
