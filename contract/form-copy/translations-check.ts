import { describe, expect, it } from "vitest";
import { LANGUAGES, type LanguageCode } from "../languages";

/** Each script's letters (the same ranges as the notice's browser test). */
export const SCRIPTS: Record<string, RegExp> = {
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

/** Every line of a copy, keyed by its path ("errors.name"), however deep. */
export function copyLines(copy: object, prefix = ""): [string, string][] {
  return Object.entries(copy).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : copyLines(value as object, `${prefix}${key}.`),
  );
}

/**
 * The checks every translated copy passes: all 23 languages, every line of the English one, none empty or left
 * in English, 95 % or more of its letters in the language's script once the kept words are removed, and the
 * facts a reader acts on (numbers, kept words, placeholders such as `{email}`) kept as in English.
 */
export function describeTranslations(
  what: string,
  copies: Record<LanguageCode, object>,
  { kept = [] as string[], facts = [] as string[] } = {},
) {
  const placeholder = /\{\w+\}/gu;
  const keptWords = new RegExp(
    [...kept.map((w) => w.replace(/[.+?^$()[\]\\|*]/gu, "\\$&")), "\\{\\w+\\}"].join("|"),
    "gu",
  );
  const factOf = (text: string) => [...(text.match(placeholder) ?? []), ...facts.filter((fact) => text.includes(fact))];
  describe(what, () => {
    const english = new Map(copyLines(copies.en));

    it("has a copy for each of the 23 languages, with every line of the English one", () => {
      expect(Object.keys(copies).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
      for (const language of LANGUAGES)
        expect(
          copyLines(copies[language.code]).map(([key]) => key),
          language.code,
        ).toEqual([...english.keys()]);
    });

    for (const language of LANGUAGES.filter((l) => l.code !== "en")) {
      it(`${language.english}: each line is translated, in ${language.script}, keeping the facts`, () => {
        const own = SCRIPTS[language.script];
        expect(own, language.script).toBeDefined();
        for (const [key, text] of copyLines(copies[language.code])) {
          const where = `${language.code} ${key}: ${text}`;
          expect(text.trim(), where).not.toBe("");
          expect(text, where).not.toBe(english.get(key));
          const letters = [...text.replace(keptWords, "")].filter((c) => /[\p{L}\p{M}]/u.test(c));
          const inScript = letters.filter((c) => own?.test(c)).length;
          expect(letters.length, where).toBeGreaterThan(0);
          expect(inScript / letters.length, where).toBeGreaterThanOrEqual(0.95);
          for (const fact of factOf(english.get(key) ?? "")) expect(text, `${where} keeps ${fact}`).toContain(fact);
        }
      });
    }
  });
}
