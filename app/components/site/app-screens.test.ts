import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SCREENS = path.resolve(import.meta.dirname, "../../../public/screens");
const screens = fs.readdirSync(SCREENS).filter((file) => file.endsWith(".svg"));

/**
 * The app screens are shown as <img>, which cannot load the page's web fonts: their text must be outlined
 * (or set in the site's own face), never left to whatever the visitor's machine has, and no glyph may be
 * one a machine can lack (an emoji shows as a box without a colour emoji font).
 */
describe("the app screens", () => {
  it("exist", () => expect(screens.length).toBeGreaterThanOrEqual(3));

  it.each(screens)("%s draws its text in the site's typeface, with no glyph a machine may lack", (file) => {
    const svg = fs.readFileSync(path.join(SCREENS, file), "utf8");
    expect(svg).not.toMatch(/arial|helvetica/i);
    // Text left as <text> is drawn with a font of the visitor's machine unless it names the site's face.
    for (const [, family = ""] of svg.matchAll(/font-family="([^"]*)"/g))
      expect(family).toMatch(/^"?Plus Jakarta Sans/);
    if (/<text\b/.test(svg)) expect(svg).toMatch(/font-family="Plus Jakarta Sans/);
    const outsideLatin1 = [...svg].filter((char) => (char.codePointAt(0) ?? 0) > 0xff);
    expect(outsideLatin1).toEqual([]);
  });
});
