import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "../react-router.config.js";

const run = promisify(execFile);
const NOISE = "The `envFile` option is deprecated, please use `envDir: false` instead.";

describe("a quiet first build", () => {
  it("drops only React Router 7's envFile deprecation lines, and keeps the exit code", async () => {
    const yellow = `\u001b[33m${NOISE}\u001b[39m`;
    const script = `console.log(${JSON.stringify(NOISE)}); console.error(${JSON.stringify(yellow)}); console.log("built"); process.exit(3)`;
    const result = await run(process.execPath, [
      "scripts/react-router-build.mjs",
      process.execPath,
      "-e",
      script,
    ]).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(result).toMatchObject({ code: 3, stdout: "built\n", stderr: "" });
  });

  it("sets every future flag the installed React Router warns about, so it prints no warning block", () => {
    const source = fs.readFileSync("node_modules/@react-router/dev/dist/vite.js", "utf8");
    const warned = [...source.matchAll(/future\.(v\d+_\w+) === void 0/g)].map((match) => match[1]);
    expect(warned.length).toBeGreaterThan(0);
    expect(Object.keys(reactRouterConfig.future ?? {}).sort()).toEqual([...new Set(warned)].sort());
  });
});
