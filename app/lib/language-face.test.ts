import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/languages";
import { languageFace } from "./language-face";

describe("languageFace", () => {
  const css = fs.readFileSync(new URL("../indian-scripts.css", import.meta.url), "utf8");
  const declared = [...css.matchAll(/@font-face\s*{\s*font-family:\s*"([^"]+)"/g)].map((match) => match[1]);

  it("names a face app/indian-scripts.css declares for every language but English", () => {
    for (const { code } of LANGUAGES) {
      if (code === "en") expect(languageFace(code)).toBeUndefined();
      else expect(declared, code).toContain(languageFace(code));
    }
  });

  it("sets Urdu in Nastaliq and Sindhi and Kashmiri in Naskh, as their pages are", () => {
    expect([languageFace("ur"), languageFace("sd"), languageFace("ks")]).toEqual([
      "Noto Nastaliq Urdu Variable",
      "Noto Naskh Arabic Variable",
      "Noto Naskh Arabic Variable",
    ]);
  });
});
