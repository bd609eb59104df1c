import { fieldErrorsFromZod } from "../../../contract/errors.js";
import {
  IMPORT_FIELDS,
  IMPORT_MAX_ERRORS,
  type ImportDryRun,
  type ImportField,
  type ImportMapping,
} from "../../../contract/integrations.js";
import { surveyResponseSchema } from "../../../contract/waitlist.js";
import type { Db } from "../../db/database.js";
import { parseCsv } from "../../lib/csv-parse.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { isThrowaway, THROWAWAY_MESSAGE } from "../waitlist/throwaway.js";

/** A row that passed, as the import job writes it. */
export interface ImportRow {
  name: string;
  email: string;
  phone: string;
  company: string;
  tripsPerMonth: string;
  homeCity: string;
  preferredCities: string[];
  joinedAt: string;
}

/** Headers other tools use for our fields (Google Forms, Typeform, other waitlists), lower-cased. */
const GUESSES: Record<ImportField, RegExp> = {
  email: /e-?mail/,
  name: /^(full )?name$|your name|first name/,
  phone: /phone|mobile|whatsapp/,
  homeCity: /home city|^city$|which city|where do you live/,
  company: /company|organi[sz]ation|employer/,
  tripsPerMonth: /trips|travel/,
  preferredCities: /other cities|preferred cities|cities you/,
  joinedAt: /timestamp|joined|created|submitted|signed up|date/,
};

/** Our field for each header the file has, unless the mapping says otherwise. */
export function guessMapping(columns: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const found = columns.find((column) => GUESSES[field].test(column.trim().toLowerCase()));
    if (found !== undefined) mapping[field] = found;
  }
  return mapping;
}

/** Rows checked between yields, so that a large file never holds the event loop for long. */
const SLICE = 500;

/**
 * Reads a file as a sign-up would be read: each row through the sign-up's own schema with the live city
 * list, throwaway addresses refused, one entry per normalised address (a repeat in the file, or an address
 * already on the waitlist, is a duplicate and adds nothing). The join time comes from the mapped column
 * when there is one; otherwise rows get the import's time, a millisecond apart, so the file's order is the
 * line's order.
 */
export async function readImport(
  db: Db,
  text: string,
  mapping: ImportMapping | undefined,
  cityNames: string[],
  now = Date.now(),
): Promise<{ summary: ImportDryRun; rows: ImportRow[] }> {
  const [header, ...records] = parseCsv(text);
  const columns = header?.cells.map((cell) => cell.trim()) ?? [];
  const used = mapping ?? guessMapping(columns);
  const errors: ImportDryRun["errors"] = [];
  const summary: ImportDryRun = { rows: records.length, valid: 0, duplicates: 0, errors, columns, mapping: used };
  const addError = (line: number, field: string, message: string) => {
    if (errors.length < IMPORT_MAX_ERRORS) errors.push({ line, field, message });
  };
  const missing = (["email", "name", "phone", "homeCity"] as const).filter((field) => used[field] === undefined);
  for (const field of missing) addError(1, field, `No column is mapped to ${field}.`);
  if (missing.length > 0) return { summary, rows: [] };
  const index = Object.fromEntries(
    Object.entries(used).map(([field, column]) => [field, columns.indexOf(column as string)]),
  ) as Partial<Record<ImportField, number>>;
  const cityByName = new Map(cityNames.map((name) => [name.toLowerCase(), name]));
  // Sign-up's rules, but for the age box: an imported person has ticked nothing here yet. They are sent
  // nothing until staff ask them to confirm, and their consent is given then, by them.
  const schema = surveyResponseSchema(cityNames).omit({ ageConfirmed: true });
  const cell = (cells: string[], field: ImportField) => {
    const at = index[field];
    return at === undefined || at < 0 ? "" : (cells[at] ?? "").trim();
  };
  const city = (value: string) => cityByName.get(value.toLowerCase()) ?? value;

  const seen = new Set<string>();
  const rows: ImportRow[] = [];
  for (const [n, record] of records.entries()) {
    if (n % SLICE === SLICE - 1) await yieldToEventLoop();
    const { cells, line } = record;
    const parsed = schema.safeParse({
      name: cell(cells, "name"),
      email: cell(cells, "email"),
      phone: cell(cells, "phone"),
      company: cell(cells, "company"),
      tripsPerMonth: cell(cells, "tripsPerMonth"),
      homeCity: city(cell(cells, "homeCity")),
      preferredCities: cell(cells, "preferredCities")
        .split(/[;,]/)
        .map((name) => city(name.trim()))
        .filter(Boolean),
    });
    if (!parsed.success) {
      for (const error of fieldErrorsFromZod(parsed.error)) addError(line, error.field, error.message);
      continue;
    }
    const answers = parsed.data;
    if (isThrowaway(answers.email)) {
      addError(line, "email", THROWAWAY_MESSAGE);
      continue;
    }
    const joined = joinTime(cell(cells, "joinedAt"), now + n);
    if (joined === undefined) {
      addError(line, "joinedAt", "Write the join time as a date and time, like 2026-11-22 10:30.");
      continue;
    }
    if (seen.has(answers.email)) {
      summary.duplicates++;
      continue;
    }
    seen.add(answers.email);
    const { name, email, phone, company, tripsPerMonth, homeCity, preferredCities } = answers;
    rows.push({ name, email, phone, company, tripsPerMonth, homeCity, preferredCities, joinedAt: joined });
  }
  const existing = await existingAddresses(
    db,
    rows.map((row) => row.email),
  );
  const fresh = rows.filter((row) => !existing.has(row.email));
  summary.duplicates += rows.length - fresh.length;
  summary.valid = fresh.length;
  return { summary, rows: fresh };
}

/** A join time as the file gives it (never later than now), or `fallback` when the cell is empty. */
function joinTime(value: string, fallback: number): string | undefined {
  if (value === "") return new Date(fallback).toISOString();
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return new Date(Math.min(ms, fallback)).toISOString();
}

/** Which of these addresses are on the waitlist already, a thousand per read. */
async function existingAddresses(db: Db, emails: string[]) {
  const found = new Set<string>();
  for (let at = 0; at < emails.length; at += 1000) {
    const rows = await db
      .selectFrom("surveyResponses")
      .select("email")
      .where("email", "in", emails.slice(at, at + 1000))
      .execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}
