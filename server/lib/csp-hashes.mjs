// Content-Security-Policy hashes for the pre-rendered pages: React Router writes inline scripts (the
// hydration context, the module bootstrap) into each page, so script-src lists each one's SHA-256 instead
// of allowing 'unsafe-inline'. Written after the build to build/client/.csp-hashes.json (a dot file, so
// never served); the server adds a page's hashes to the policy it sends with that page.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const CSP_MANIFEST = ".csp-hashes.json";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The 'sha256-…' source of every inline script in one HTML document, in order, without repeats. Inert ones
 * (type="text/plain") count too: scripts/optimise-html.mjs runs the boot module from one's text.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body === "") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Hashes every .html file under clientDir, keyed by its path relative to clientDir. */
export function writeCspManifest(clientDir) {
  const manifest = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(clientDir, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".html")) {
        manifest[relative] = inlineScriptHashes(fs.readFileSync(path.join(clientDir, relative), "utf8"));
      }
    }
  };
  walk("");
  fs.writeFileSync(path.join(clientDir, CSP_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
