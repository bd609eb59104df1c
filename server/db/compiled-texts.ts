import type { CompiledQuery } from "kysely";
import type { Db } from "./database.js";

/**
 * Compiled query texts by database (its adapter, which its transactions share, so dialects never mix),
 * plugins and the caller's shape key: a few shapes each, reused for ever.
 */
const texts = new WeakMap<object, Map<string, string>>();
const MAX_TEXTS = 1_000;

/** The stand-in for the parameter at `index`: a value no caller stores, so the order can be checked. */
const standIn = (index: number) => `\u0000parameter ${index}`;

/**
 * A statement's text, built through Kysely's builder once per shape (decision 271): the builder, its
 * plugins and its compiler walk every value of every row, which costs more than running a batch's insert.
 * `build` writes the statement with `value(i)` for its i-th parameter; the caller binds its own values in
 * that order (`CompiledQuery.raw(text, values)`). The first compile checks that the text takes exactly
 * `count` parameters in that order, so a builder that reorders them fails at once instead of storing
 * values in the wrong columns.
 */
export function compiledText(
  db: Db,
  shape: string,
  count: number,
  build: (value: (index: number) => string) => { compile(): CompiledQuery },
): string {
  const executor = db.getExecutor();
  let cache = texts.get(executor.adapter);
  if (!cache) {
    cache = new Map();
    texts.set(executor.adapter, cache);
  }
  const key = `${shape}|${executor.plugins.map((plugin) => plugin.constructor.name).join("+")}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const compiled = build(standIn).compile();
  const expected = Array.from({ length: count }, (_, index) => standIn(index));
  if (compiled.parameters.length !== count || compiled.parameters.some((value, i) => value !== expected[i])) {
    throw new Error(`compiledText: ${shape} does not take its ${count} parameters in the order given`);
  }
  if (cache.size >= MAX_TEXTS) cache.clear();
  cache.set(key, compiled.sql);
  return compiled.sql;
}
