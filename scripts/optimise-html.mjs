// Rewrites each pre-rendered page so that the first paint needs nothing but the HTML (docs/history.md, 091)
// and the page loads React only when it needs it (docs/decisions/180):
// - the one stylesheet is inlined (it is small), so no render-blocking request;
// - the module preloads are dropped and React Router's boot module waits, inert, until the page's boot
//   script (app/lib/page-boot.ts, bundled by build-server.mjs) starts it.
import fs from "node:fs";
import path from "node:path";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT_MODULE = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;

/**
 * The module's code waits in an inert script element (not run, not checked by the CSP); the module the
 * boot script makes from it has the same text, so the page's CSP hash of that element allows it.
 */
const DEFERRED_BOOT = (code, bootScript) =>
  `<script type="text/plain" id="boot-module">${code}</script><script>${bootScript}</script>`;

export function optimiseHtml(html, clientDir, bootScript) {
  const boot = html.match(BOOT_MODULE);
  if (!boot) return html;
  return html
    .replace(STYLESHEET, (_tag, href) => `<style>${fs.readFileSync(path.join(clientDir, href), "utf8")}</style>`)
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_MODULE, () => DEFERRED_BOOT(boot[1], bootScript));
}
