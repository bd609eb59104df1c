import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const KEPT = new Set(fs.readdirSync("docs/decisions").map((name) => name.slice(0, 3)));
/** Past decisions that live on only in docs/history.md, which may name any number. */
const OWN_HISTORY = "docs/history.md";

/** Every number a text cites as a decision: docs/decisions/NNN… and "decision(s) NNN, MMM and KKK". */
function citedDecisions(text: string): string[] {
  const paths = [...text.matchAll(/docs\/decisions\/(\d{3})/g)].map((match) => match[1] as string);
  const named = [
    ...text.matchAll(/\b[Dd]ecisions?\s+(\d{3}(?:(?:,?\s+and\s+|,\s+|\s+to\s+|\s+or\s+|\/)\d{3})*)/g),
  ].flatMap((match) => (match[1] as string).match(/\d{3}/g) ?? []);
  return [...paths, ...named];
}

// A decision record cited by the code or the docs must exist: the at-most-thirty live ones are what is
// true now, the rest are folded into docs/history.md and cited as such.
describe("decision records", () => {
  it("every decision the repository cites is a live record in docs/decisions/", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
      .split("\n")
      .filter(
        (file) => /\.(ts|tsx|mts|mjs|js|css|md)$|^\.ci\//.test(file) && file !== OWN_HISTORY && fs.existsSync(file),
      );
    const missing = files.flatMap((file) =>
      citedDecisions(fs.readFileSync(file, "utf8"))
        .filter((number) => !KEPT.has(number))
        .map((number) => `${file}: ${number}`),
    );
    expect(missing).toEqual([]);
  });

  it("at most thirty are live", () => {
    expect(KEPT.size).toBeLessThanOrEqual(30);
  });
});
