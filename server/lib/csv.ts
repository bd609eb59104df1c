import { Readable } from "node:stream";
import { IST_OFFSET_MINUTES, istDayOf } from "../../contract/trending-days.js";

/** UTF-8 byte-order mark: without it spreadsheet programs guess a legacy encoding and garble Indian names. */
export const CSV_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV-injection list) gets a leading apostrophe.
 * "+" or "-" before a digit is a number (a phone such as +919876543210, a negative count), not a formula:
 * an apostrophe there showed up as a literal character in the founder's spreadsheet.
 */
const FORMULA_START = /^(?:[=@\t\r]|[+-](?!\d))/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A value the server made (an id, a timestamp), written as it is: an id may start with "-", and an
 * apostrophe in front would break the erasure or invite someone works from the file.
 */
export interface Generated {
  generated: string | null;
}
export const generated = (value: string | null | undefined): Generated => ({ generated: value ?? null });

export type CsvValue = string | number | null | undefined | Generated;

/**
 * RFC 4180 quoting, after neutralising people's text: quotes, commas and line breaks keep a cell in one
 * piece, and so do semicolons, the separator of spreadsheets in many locales (unquoted, `x;=HYPERLINK(…)`
 * there is two cells, the second a formula).
 */
export function csvCell(value: CsvValue): string {
  const text =
    typeof value === "object" && value !== null
      ? (value.generated ?? "")
      : neutraliseCell(value === null || value === undefined ? "" : String(value));
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A byte stream of the BOM, the header and then each batch of rows as it arrives. Readable.from pulls the
 * next batch only when the consumer (the HTTP response) has room, so memory stays one batch deep.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length) yield rows.map(csvLine).join("");
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * An instant in India time with its offset (2026-11-27T19:05:00+05:30), so the file shows the same clock
 * as the admin while a spreadsheet can still read it as a point in time.
 */
export function istTimestamp(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)}+05:30`;
}

/** e.g. stashd-waitlist-2026-11-22.csv, dated in India where the staff work. */
export function datedCsvName(kind: string, now = new Date()): string {
  return `stashd-${kind}-${istDayOf(now)}.csv`;
}
