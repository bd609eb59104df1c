import { HttpError } from "../lib/http-error.js";

/**
 * An opaque page cursor: the sort key of the row it continues from, which way it goes, and the sort it
 * belongs to (so a cursor from another sort is refused instead of skipping rows silently).
 */
export interface Cursor {
  sort: string;
  /** 'after' continues past the key (next page); 'before' returns the rows in front of it (previous page). */
  direction: "after" | "before";
  key: string[];
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.direction, cursor.key])).toString("base64url");
}

const BAD_CURSOR = "This page link is no longer valid; start again from the first page.";

export function decodeCursor(text: string, sort: string, keyLength: number): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  if (
    Array.isArray(value) &&
    value.length === 3 &&
    value[0] === sort &&
    (value[1] === "after" || value[1] === "before") &&
    Array.isArray(value[2]) &&
    value[2].length === keyLength &&
    value[2].every((part) => typeof part === "string")
  ) {
    return { sort, direction: value[1], key: value[2] };
  }
  throw new HttpError(400, "Some fields need attention.", [{ field: "cursor", message: BAD_CURSOR }]);
}
