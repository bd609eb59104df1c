// Bundles the server entry points (our code only; packages stay external) and pre-compresses the
// static front end so that the server can send .br/.gz files without compressing on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { BUILD_SETTINGS_FILE, buildTimeSettings } from "../contract/build-settings.mjs";
import { writeCspManifest } from "../server/lib/csp-hashes.mjs";
import { bundleServer } from "../server/server-bundle.mjs";
import { optimiseHtml } from "./optimise-html.mjs";

await bundleServer("build/server");

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|map|webmanifest)$/;
function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
// The pre-rendered pages' one inline script: the page view, then React only when needed (decision 180).
const pageBoot = await build({
  stdin: {
    contents: 'import { startPage } from "./app/lib/page-boot.ts";\nstartPage();',
    resolveDir: ".",
    loader: "ts",
  },
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  write: false,
  logLevel: "warning",
});
const bootScript = pageBoot.outputFiles[0].text.trim().replaceAll("</", "<\\/");
// Pre-rendered pages only: the client-side app's shell (admin, onboarding) has no content to paint first.
for (const file of files("build/client")) {
  if (!file.endsWith("index.html")) continue;
  fs.writeFileSync(file, optimiseHtml(fs.readFileSync(file, "utf8"), "build/client", bootScript));
}
// Hashed after optimiseHtml: it rewrites the pages' inline scripts and adds their inline stylesheet.
const pages = Object.keys(writeCspManifest("build/client")).length;

let count = 0;
for (const file of files("build/client")) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count++;
}
// The build-time settings the pages were built with (vite.config.ts read the same environment).
fs.writeFileSync(BUILD_SETTINGS_FILE, JSON.stringify(buildTimeSettings(process.env)));
fs.writeFileSync("build/.build-stamp", new Date().toISOString());
console.log(`server bundled to build/server; ${count} static files pre-compressed; CSP hashes for ${pages} pages`);
