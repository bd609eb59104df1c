import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse.js";

describe("parseCsv", () => {
  it("reads quoted cells with commas, quotes and line breaks, CRLF, a BOM and blank lines", () => {
    const text = '\uFEFFName,Note\r\n"Rao, Asha","She said ""hi""\nthen left"\r\n\r\nVikram,plain\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["Name", "Note"] },
      { line: 2, cells: ["Rao, Asha", 'She said "hi"\nthen left'] },
      { line: 5, cells: ["Vikram", "plain"] },
    ]);
  });

  it("keeps empty cells and a last line without a line break", () => {
    expect(parseCsv("a,,c\n,b,")).toEqual([
      { line: 1, cells: ["a", "", "c"] },
      { line: 2, cells: ["", "b", ""] },
    ]);
  });
});
