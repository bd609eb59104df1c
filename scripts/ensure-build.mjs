// `npm start` on a fresh clone (or after the sources changed) builds first; otherwise it starts at once.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (!built || changed > built) {
  console.log(built ? "Sources changed since the last build; rebuilding…" : "No build found; building the app…");
  execSync("npm run build", { stdio: "inherit" });
}
