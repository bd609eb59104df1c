import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/lib/csp-hashes.mjs";
import { optimiseHtml } from "./optimise-html.mjs";

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The CSP hashes are taken from the optimised page, so they must allow the boot module it starts later. */
describe("inlineScriptHashes of an optimised page", () => {
  it("allows the deferred boot module and its loader", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "optimise-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets/app.css"), "body{color:red}");
    const boot = 'import * as route0 from "/assets/root.js";\nwindow.__boot = "</p>";';
    const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root.js"/></head><body><script>window.__ctx = 1;</script><script type="module" async="">${boot}</script></body></html>`;
    const optimised = optimiseHtml(page, dir, "window.__start = 1;");
    expect(optimised).toContain("<style>body{color:red}</style>");
    const hashes = inlineScriptHashes(optimised);
    expect(hashes).toContain(sha256("window.__ctx = 1;"));
    expect(hashes).toContain(sha256(boot));
    expect(hashes).toContain(sha256("window.__start = 1;"));
    expect(hashes).toHaveLength(3);
  });
});
