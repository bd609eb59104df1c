import { yieldToEventLoop } from "./yield.js";

/**
 * Opaque keyset cursors: the sort value and id of the last row of a page, as base64url JSON. A cursor that
 * does not decode is the caller's mistake (400), never a server error.
 */
export function encodeCursor(values: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

export function decodeCursor(cursor: string, length: number): (string | number | null)[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== length) return undefined;
    return value.every((item) => item === null || typeof item === "string" || typeof item === "number")
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Where a keyset page resumes: the last row's sort value and id. */
export interface SeekKey {
  value: string;
  id: string;
}

/**
 * Runs `fetch` page after page, each starting after the previous page's last row, until a short page.
 * Only one page is held at a time, so a million rows cost the memory of one page.
 */
export async function* keysetPages<R>(
  fetch: (after: SeekKey | undefined) => Promise<R[]>,
  keyOf: (row: R) => SeekKey,
  size: number,
): AsyncGenerator<R[]> {
  let after: SeekKey | undefined;
  for (;;) {
    const rows = await fetch(after);
    yield rows;
    await yieldToEventLoop();
    const tail = rows.at(-1);
    if (rows.length < size || !tail) return;
    after = keyOf(tail);
  }
}
