import { describe, expect, it } from "vitest";
import { describeTranslations } from "../form-copy/translations-check";
import { LANGUAGES } from "../languages";
import { EMAIL_COPIES, NOTICE_COPIES } from ".";

describeTranslations("the e-mails' words in every language", EMAIL_COPIES);

describeTranslations("the rights desk's notices in every language", NOTICE_COPIES);

describe("the invite e-mail's words", () => {
  // The brand is named in the subject and the paragraph, the invite's last day in the note, in every language.
  it.each(LANGUAGES.map((l) => [l.english, l.code] as const))("%s names the brand and the last day", (_, code) => {
    const { subject, paragraph, label, intro, expires } = EMAIL_COPIES[code].invite;
    expect(subject.match(/\{\w+\}/gu)).toEqual(["{brand}"]);
    expect(paragraph.match(/\{\w+\}/gu)).toEqual(["{brand}"]);
    expect(expires.match(/\{\w+\}/gu)).toEqual(["{date}"]);
    expect(`${label}${intro}`).not.toMatch(/\{\w+\}/u);
    // The intro leads into the link, which the plain-text part puts on the next line.
    expect(intro.trim().endsWith(":")).toBe(true);
  });
});
