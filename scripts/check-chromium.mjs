// Browser tests drive Debian's Chromium: the full browser (phone width) and its headless shell (desktop;
// playwright.config.ts). Fail with one clear line when either is missing.
import fs from "node:fs";

const browsers = [
  { path: process.env.CHROME_PATH || "/usr/bin/chromium", pkg: "chromium", variable: "CHROME_PATH" },
  {
    path: process.env.CHROME_SHELL_PATH || "/usr/bin/chromium-headless-shell",
    pkg: "chromium-headless-shell",
    variable: "CHROME_SHELL_PATH",
  },
];
const missing = browsers.filter((browser) => !fs.existsSync(browser.path));
for (const browser of missing) {
  console.error(
    `${browser.pkg} not found at ${browser.path}: install it with 'sudo apt-get update && sudo apt-get install -y ${browser.pkg}' (or set ${browser.variable}).`,
  );
}
if (missing.length > 0) process.exit(1);
