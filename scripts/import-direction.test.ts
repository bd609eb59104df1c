import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Every source file in the repository (tracked or new, not ignored) that still exists. */
const SOURCES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && fs.existsSync(file));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The repository paths a file imports (static, dynamic and type-only), without the packages it names. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (fileName.startsWith("~/")) return [`app/${fileName.slice(2)}`];
    if (fileName.startsWith(".")) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName))];
    return [];
  });
}

/** The service folder a path is in (server/services/<folder>/…), or undefined. */
const serviceOf = (file: string) => file.match(/^server\/services\/([^/]+)\//)?.[1];

/** Which service folders each service folder's code imports (tests set up with any service they like). */
function serviceEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of SOURCES) {
    const from = serviceOf(file);
    if (!from || isTest(file)) continue;
    for (const target of importsOf(file)) {
      const to = serviceOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** A chain of folders that leads back to its start, or undefined when the imports are one-way. */
function findCycle(edges: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]): string[] | undefined => {
    const seen = trail.indexOf(folder);
    if (seen >= 0) return [...trail.slice(seen), folder];
    if (done.has(folder)) return undefined;
    for (const next of edges.get(folder) ?? []) {
      const cycle = walk(next, [...trail, folder]);
      if (cycle) return cycle;
    }
    done.add(folder);
    return undefined;
  };
  for (const folder of edges.keys()) {
    const cycle = walk(folder, []);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Whether a module takes part in Fastify's request pipeline: it has a function (exported, or made by one)
 * whose first parameter is the app (a plugin) or a request (a hook or guard a route hangs on).
 */
function plugsIntoFastify(file: string): boolean {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) {
      const type = node.parameters[0]?.type?.getText(source) ?? "";
      if (/^Fastify(Instance|Request)\b/.test(type)) found = true;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The folders point one way, so a change to a lower one never needs the higher one read first, and a
// folder can be understood (and tested) with only what it imports: the app and the build scripts sit above
// the server, the server's service folders form a hierarchy, and plugins/ holds only Fastify plugins.
describe("import direction", () => {
  it("no two service folders import each other, nor does any chain of them lead back to its start", () => {
    const edges = serviceEdges();
    const twoWay = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
    );
    expect(twoWay).toEqual([]);
    expect(findCycle(edges)).toBeUndefined();
  });

  it("the server imports nothing from the app or the build scripts (a server test may read the app's copy)", () => {
    const upward = SOURCES.filter((file) => file.startsWith("server/")).flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(app|scripts)\//.test(target))
        // A test may check the server against the pages the app renders, from the app's content modules.
        .filter((target) => !(isTest(file) && target.startsWith("app/content/")))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("the app imports nothing from the server or the build scripts: what both need is in contract/", () => {
    const upward = SOURCES.filter((file) => file.startsWith("app/") || file.startsWith("contract/")).flatMap((file) =>
      importsOf(file)
        .filter(
          (target) => /^(server|scripts)\//.test(target) || (file.startsWith("contract/") && /^app\//.test(target)),
        )
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("server/plugins/ holds only Fastify plugins and the request hooks routes use", () => {
    const modules = SOURCES.filter((file) => /^server\/plugins\/[^/]+\.tsx?$/.test(file) && !isTest(file));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((file) => !plugsIntoFastify(file))).toEqual([]);
  });
});
