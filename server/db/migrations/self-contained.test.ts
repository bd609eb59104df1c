import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = import.meta.dirname;

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
/** What a file imports at run time (a type-only import changes nothing that runs). */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(/^import (?!type\b)[^;]*?from "([^"]+)"/gm)].map(
    (match) => match[1] as string,
  );

/**
 * A migration runs once and must mean the same ever after: runtime code never imports from a
 * migration (it would tempt an edit), and a migration imports nothing of the runtime (an edit there would
 * silently change it).
 */
describe("migrations stay self-contained", () => {
  it("runtime code imports no numbered migration", () => {
    const offenders = sources(SERVER)
      // Test support runs migrations on purpose (a migration's test starts from the ones before it).
      .filter((file) => !file.startsWith(MIGRATIONS) && !file.startsWith(path.join(SERVER, "test-support")))
      .filter((file) => file !== path.join(SERVER, "db/migrate.ts"))
      .filter((file) => importsOf(file).some((spec) => spec.includes("/migrations/")))
      .map((file) => path.relative(SERVER, file));
    expect(offenders).toEqual([]);
  });

  it("a migration imports nothing of the runtime: only packages, node: modules and other migrations", () => {
    const offenders = sources(MIGRATIONS).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith("../"))
        .map((spec) => `${path.basename(file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
