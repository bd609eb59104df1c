import { createHash } from "node:crypto";
import pg from "pg";

/** Statement texts that run often enough to keep prepared, each with its name; a few dozen in practice. */
const names = new Map<string, string>();
const MAX_NAMES = 1_000;

/**
 * Past this many parameters a statement is a rare bulk write (a burst's batch of hundreds, a seeder's
 * load): parsing it is small beside running it, and each connection would keep its large plan for good.
 */
const MAX_PREPARED_PARAMETERS = 1_000;

/**
 * Marks a statement text to be prepared once per PostgreSQL connection and reused (decision 271). Its name
 * is a digest of the text, so one name can never mean two texts, even after this map was cleared.
 */
export function keepPrepared(text: string, parameters: number): void {
  if (parameters > MAX_PREPARED_PARAMETERS || names.has(text)) return;
  if (names.size >= MAX_NAMES) names.clear();
  names.set(text, `s${createHash("sha1").update(text).digest("hex").slice(0, 20)}`);
}

/**
 * The pool's client: a query whose text was marked runs as a named statement, which PostgreSQL parses,
 * analyses and plans once per connection instead of at every call (a fifth of its CPU for a sign-up).
 * Everything else (staff queries, whose texts vary with their filters) runs as before.
 */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; this forwards every form and changes only (text, values).
  // biome-ignore lint/suspicious/noExplicitAny: see above
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = typeof text === "string" && Array.isArray(values) ? names.get(text) : undefined;
    if (name && args.length === 2) return super.query({ name, text, values });
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (super.query as (...rest: any[]) => any)(...args);
  }
}
