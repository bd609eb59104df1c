// Browser tests drive Debian's Chromium; fail with one clear line when it is missing.
import fs from "node:fs";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}: install it with 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROME_PATH).`,
  );
  process.exit(1);
}
