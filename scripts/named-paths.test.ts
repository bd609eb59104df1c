import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Names that are not the repository's files: a build output, and the product's specification beside it. */
const NOT_OURS = (named: string) => named === "assets/app.css" || named.startsWith("../shared/");

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && fs.existsSync(file));
const basenames = new Set(tracked.map((file) => path.basename(file)));
/** A file name or path ending in one of our source or doc extensions, not part of a longer word or URL. */
const NAMED = /(?<![\w@./:-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:ts|tsx|mjs|md|sh|css))(?![\w/-])/g;

function resolves(file: string, named: string): boolean {
  if (!named.includes("/")) return basenames.has(named);
  const candidates = [path.join(path.dirname(file), named), named.replace(/^(\.\.?\/)+/, "")];
  return candidates.some((candidate) => fs.existsSync(candidate)) || tracked.some((t) => t.endsWith(`/${named}`));
}

// A newcomer follows a comment's or a document's file name to read on: each one must lead somewhere.
describe("file names in code comments and docs", () => {
  it("every named file exists", () => {
    const texts = tracked.filter(
      (file) => /\.(ts|tsx|mts|mjs|md|css|sh)$|^\.ci\//.test(file) && file !== "docs/history.md",
    );
    const dangling = texts.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(NAMED)]
        .map((match) => match[1] as string)
        .filter((named) => !resolves(file, named) && !NOT_OURS(named))
        .map((named) => `${file}: ${named}`),
    );
    expect(dangling).toEqual([]);
  });
});
