// Rewrites each pre-rendered page so that the first paint needs nothing but the HTML (docs/decisions/091):
// - the one stylesheet is inlined (it is small), so no render-blocking request;
// - the module preloads are dropped and React Router's boot module starts after the first paint, so the
//   JavaScript no longer competes with the page's text for the network. Hydration is unchanged, only later.
import fs from "node:fs";
import path from "node:path";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT_MODULE = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;

/**
 * Starts the boot module once the first frame is painted (rAF runs before the paint, the timeout after),
 * or at the load event if that comes first: a background tab runs no animation frames, and a test's fake
 * clock may hold them. The module's code waits in an inert script element (not run, not checked by the
 * CSP); the module made from it has the same text, so the page's CSP hash of that element allows it.
 */
const DEFERRED_BOOT = (code) =>
  `<script type="text/plain" id="boot-module">${code}</script><script>(function(){var started=false;function boot(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.textContent=document.getElementById("boot-module").textContent;document.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(boot)});addEventListener("load",boot)})()</script>`;

export function optimiseHtml(html, clientDir) {
  const boot = html.match(BOOT_MODULE);
  if (!boot) return html;
  return html
    .replace(STYLESHEET, (_tag, href) => `<style>${fs.readFileSync(path.join(clientDir, href), "utf8")}</style>`)
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_MODULE, () => DEFERRED_BOOT(boot[1]));
}
