import { Readable } from "node:stream";

/** UTF-8 byte-order mark: without it spreadsheet programs guess a legacy encoding and garble Indian names. */
export const CSV_BOM = "\uFEFF";

/** A cell a spreadsheet would read as a formula (OWASP's CSV-injection list) gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting, after neutralising: quotes, commas and line breaks keep a cell in one piece. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutraliseCell(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A byte stream of the BOM, the header and then each batch of rows as it arrives. Readable.from pulls the
 * next batch only when the consumer (the HTTP response) has room, so memory stays one batch deep.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number | null | undefined)[])[]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length) yield rows.map(csvLine).join("");
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** e.g. stashd-waitlist-2026-11-22.csv, dated in India where the staff work. */
export function datedCsvName(kind: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
  return `stashd-${kind}-${day}.csv`;
}
