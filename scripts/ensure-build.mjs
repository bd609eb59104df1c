// `npm start` on a fresh clone, after the sources changed, or when a build-time setting (CONTACT_EMAIL,
// PUBLIC_URL, PROMO_VIDEO_URL) differs from the one the pages were built with, builds first; otherwise
// it starts at once.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BUILD_SETTINGS_FILE, changedBuildSettings } from "../contract/build-settings.mjs";

const STAMP = "build/.build-stamp";
const SOURCES = ["app", "server", "contract", "public", "package.json", "react-router.config.ts", "vite.config.ts"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const recorded = () =>
  fs.existsSync(BUILD_SETTINGS_FILE) ? JSON.parse(fs.readFileSync(BUILD_SETTINGS_FILE, "utf8")) : undefined;

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
const settings = built ? changedBuildSettings(recorded(), process.env) : [];
if (!built || changed > built || settings.length) {
  if (!built) console.log("No build found; building the app…");
  else if (settings.length) console.log(`${settings.join(", ")} changed since the last build; rebuilding the pages…`);
  else console.log("Sources changed since the last build; rebuilding…");
  execSync("npm run build", { stdio: "inherit" });
}
