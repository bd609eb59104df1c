import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { createLogSink } from "./lib/log-sink.js";
import { loggerOptions } from "./lib/logger.js";
import { armShutdownDeadline } from "./lib/shutdown-deadline.js";
import { announceReady, listenQuietly } from "./start-up-lines.js";

/** The process entry: validated config, one server, and a shutdown on SIGTERM/SIGINT that always ends. */
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

  const logSink = createLogSink();
  const app = await buildApp(config, {
    logger: { ...loggerOptions(config.logLevel), ...(logSink && { stream: logSink }) },
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Whatever waits below (a log reader, the mail server, a job's step, a reader thread), the process ends.
    armShutdownDeadline();
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    let status = 0;
    try {
      await app.close();
      app.log.info("closed cleanly");
    } catch (error) {
      app.log.error({ err: error }, "error while closing");
      status = 1;
    }
    // The last lines out before exiting; a stdout nobody reads never drains, and the deadline ends it.
    await logSink?.drained();
    process.exit(status);
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
