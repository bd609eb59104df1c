import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { announceReady, listenQuietly } from "./start-up-lines.js";

/** The process entry: validated config, one server, and a clean shutdown on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    try {
      await app.close();
      app.log.info("closed cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while closing");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await listenQuietly(app, config);
  announceReady(app, config, process.env);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
