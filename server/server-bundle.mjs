// The server's entry points bundled with esbuild (our code only; packages stay external): what `npm run
// build` ships in build/server, and what the shutdown test starts as "the built server".
import { build } from "esbuild";

export async function bundleServer(outdir) {
  await build({
    entryPoints: {
      main: "server/main.ts",
      "staff-cli": "server/cli/staff.ts",
      "db-backup": "server/cli/db-backup.ts",
      "consent-cli": "server/cli/consent.ts",
      // Loaded by server/db/sqlite-readers.ts from beside main.js.
      "sqlite-reader-worker": "server/db/sqlite-reader-worker.ts",
      // Loaded by server/services/waitlist/sign-up-thread.ts from beside main.js.
      "sign-up-worker": "server/services/waitlist/sign-up-worker.ts",
      // Loaded by server/services/mail/smtp-thread.ts from beside the module that sends (main or sign-up).
      "smtp-worker": "server/services/mail/smtp-worker.ts",
      "delivery-worker": "server/services/whatsapp/delivery-worker.ts",
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
}
