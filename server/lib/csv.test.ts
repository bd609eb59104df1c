import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine, csvStream, datedCsvName, generated, istTimestamp, neutraliseCell } from "./csv.js";

async function collect(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

describe("csv", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(neutraliseCell("+")).toBe("'+");
    expect(neutraliseCell("-")).toBe("'-");
    expect(neutraliseCell("Asha Rao")).toBe("Asha Rao");
    expect(neutraliseCell("a=b")).toBe("a=b");
  });

  it("leaves phones and signed numbers as they are, with no apostrophe", () => {
    expect(neutraliseCell("+919876543210")).toBe("+919876543210");
    expect(csvCell("+91 98765 43210")).toBe("+91 98765 43210");
    expect(neutraliseCell("-12")).toBe("-12");
    expect(neutraliseCell("+HYPERLINK(1)")).toBe("'+HYPERLINK(1)");
    expect(neutraliseCell("-A1")).toBe("'-A1");
  });

  it("writes instants in India time with the offset", () => {
    expect(istTimestamp("2026-11-27T13:35:00.000Z")).toBe("2026-11-27T19:05:00+05:30");
    expect(istTimestamp("2026-11-27T20:00:00Z")).toBe("2026-11-28T01:30:00+05:30");
    expect(istTimestamp(null)).toBeNull();
  });

  it("quotes commas, quotes and line breaks, after neutralising", () => {
    expect(csvCell('Rao, "Asha"')).toBe('"Rao, ""Asha"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(csvLine(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  it("writes ids and dates the server made as they are, even when they start with '-'", () => {
    // About 1 in 64 entry ids starts with "-": an apostrophe in front broke erasures worked from the file.
    expect(csvLine([generated("-x9Qa2"), "-x9Qa2", generated(null)])).toBe("-x9Qa2,'-x9Qa2,\r\n");
  });

  it("quotes a cell with a semicolon, so a ';' spreadsheet cannot split out a formula", () => {
    expect(csvCell('x;=HYPERLINK("http://evil.example")')).toBe('"x;=HYPERLINK(""http://evil.example"")"');
    expect(csvCell(generated("a;b"))).toBe('"a;b"');
  });

  it("streams the BOM, the header and each batch, keeping Indian scripts intact", async () => {
    async function* batches() {
      yield [["अनन्या शर्मा", "Mumbai"]];
      yield [];
      yield [["கார்த்திக்", "-x"]];
    }
    const text = await collect(csvStream(["Name", "City"], batches()));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Name,City\r\nअनन्या शर्मा,Mumbai\r\nகார்த்திக்,'-x\r\n`);
  });

  it("names the file by the day in India", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(datedCsvName("waitlist", new Date("2026-11-21T20:00:00Z"))).toBe("stashd-waitlist-2026-11-22.csv");
  });
});
