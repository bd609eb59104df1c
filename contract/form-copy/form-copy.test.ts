import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { COPIES, type FormCopy } from ".";

/** Each script's letters (the same ranges as the notice's browser test). */
const SCRIPTS: Record<string, RegExp> = {
  Devanagari: /[\u0900-\u097F]/u,
  Bengali: /[\u0980-\u09FF]/u,
  Gurmukhi: /[\u0A00-\u0A7F]/u,
  Gujarati: /[\u0A80-\u0AFF]/u,
  Odia: /[\u0B00-\u0B7F]/u,
  Tamil: /[\u0B80-\u0BFF]/u,
  Telugu: /[\u0C00-\u0C7F]/u,
  Kannada: /[\u0C80-\u0CFF]/u,
  Malayalam: /[\u0D00-\u0D7F]/u,
  "Meetei Mayek": /[\uAAE0-\uAAFF\uABC0-\uABFF]/u,
  "Ol Chiki": /[\u1C50-\u1C7F]/u,
  Arabic: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u,
};

/** Every line of a copy, keyed by its path ("errors.name"). */
const lines = (copy: FormCopy): [string, string][] =>
  Object.entries(copy).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[key, value] as [string, string]]
      : Object.entries(value as Record<string, string>).map(([k, v]) => [`${key}.${k}`, v] as [string, string]),
  );

/** The Latin words every language keeps as they are: the reply keyword and the example address. */
const KEPT = /STOP|name@example\.com/gu;

describe("the form's words in every language", () => {
  const english = new Map(lines(COPIES.en));

  it("has a copy for each of the 23 languages, with every line of the English one", () => {
    expect(Object.keys(COPIES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const language of LANGUAGES)
      expect(
        lines(COPIES[language.code]).map(([key]) => key),
        language.code,
      ).toEqual([...english.keys()]);
  });

  for (const language of LANGUAGES.filter((l) => l.code !== "en")) {
    it(`${language.english}: each line is translated, in ${language.script}, keeping the numbers and kept words`, () => {
      const own = SCRIPTS[language.script];
      expect(own, language.script).toBeDefined();
      for (const [key, text] of lines(COPIES[language.code])) {
        const where = `${language.code} ${key}: ${text}`;
        expect(text.trim(), where).not.toBe("");
        expect(text, where).not.toBe(english.get(key));
        const letters = [...text.replace(KEPT, "")].filter((c) => /[\p{L}\p{M}]/u.test(c));
        const inScript = letters.filter((c) => own?.test(c)).length;
        expect(letters.length, where).toBeGreaterThan(0);
        expect(inScript / letters.length, where).toBeGreaterThanOrEqual(0.95);
        // The facts a reader acts on stay as in English: the age, the keyword, the examples.
        for (const fact of english.get(key)?.match(/18|\+44|STOP|name@example\.com/gu) ?? [])
          expect(text, `${where} keeps ${fact}`).toContain(fact);
      }
    });
  }
});
