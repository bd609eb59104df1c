import { describe, expect, it } from "vitest";
import { EMAIL_COPIES } from "../../../contract/email-copy";
import { describeTranslations } from "../../../contract/form-copy/translations-check";
import { LANGUAGES } from "../../../contract/languages";
import { RESPONSE_TIME } from "../terms";
import { ONBOARDING_COPIES } from ".";
import { ONBOARDING_FAILURES } from "./failures";
import { UNUSABLE_LINK_COPIES } from "./unusable-link";

const days = RESPONSE_TIME.match(/\d+/u)?.[0] ?? "";

describeTranslations("the onboarding page's words in every language", ONBOARDING_COPIES, { facts: [days, "8"] });
describeTranslations("the onboarding form's own failures in every language", ONBOARDING_FAILURES);
describeTranslations("the words for a link that cannot be used, in every language", UNUSABLE_LINK_COPIES);

describe("the onboarding page's words", () => {
  it.each(LANGUAGES.map((l) => [l.english, l.code] as const))(
    "%s keeps its placeholders and the e-mail's words",
    (_, code) => {
      const copy = ONBOARDING_COPIES[code];
      const placeholders = (text: string) => (text.match(/\{\w+\}/gu) ?? []).sort();
      expect(placeholders(copy.welcome)).toEqual(["{name}"]);
      expect(placeholders(copy.ready)).toEqual(["{email}"]);
      expect(placeholders(copy.terms)).toEqual(["{privacy}", "{terms}"]);
      expect(placeholders(copy.signedUp.title)).toEqual(["{name}"]);
      expect(placeholders(copy.signedUp.lead)).toEqual(["{brand}"]);
      expect(placeholders(copy.signedUp.steps[0])).toEqual(["{email}"]);
      expect(placeholders(copy.signedUp.questions)).toEqual(["{email}"]);
      // The page the e-mail's button opens is titled with the button's own words.
      expect(copy.title).toBe(EMAIL_COPIES[code].invite.label);
      expect(copy.signedUp.steps[0]).toContain(days);
      for (const line of Object.values(ONBOARDING_FAILURES[code])) expect(placeholders(line)).toEqual(["{email}"]);
      const { help, ...plain } = UNUSABLE_LINK_COPIES[code];
      expect(placeholders(help)).toEqual(["{email}", "{home}"]);
      for (const line of Object.values(plain)) expect(placeholders(line), line).toEqual([]);
    },
  );
});
