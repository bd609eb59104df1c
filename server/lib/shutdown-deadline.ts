import fs from "node:fs";
import { Worker } from "node:worker_threads";

/** SIGTERM ends the process within this long, whatever is still waiting (docs/history.md, 121). */
export const SHUTDOWN_DEADLINE_MS = 9_000;
/** The last resort, for a main thread that cannot run its own deadline (blocked in a write). */
const WATCHDOG_GRACE_MS = 500;

const message = (ms: number) =>
  `shutdown did not finish within ${ms / 1000} s (a log reader, mail server, job or reader thread still ` +
  "waiting): exiting with status 1\n";

/**
 * Writes to stderr without ever waiting on it (its reader may be gone too), then calls back, at once or
 * after a moment whatever happened to the write.
 */
function tellStderr(text: string, then: () => void) {
  const timer = setTimeout(then, 200);
  fs.write(2, text, () => {
    clearTimeout(timer);
    then();
  });
}

/**
 * A thread of its own that kills the process if the main thread is still there past the deadline: a
 * main thread stuck in a synchronous wait (the log's flush-at-exit retrying a full pipe every 100 ms, for
 * ever) runs no timers, so only another thread can end it. SIGKILL: the exit status says 137.
 */
function startWatchdog(ms: number) {
  const source = `
    const fs = require("node:fs");
    const { workerData } = require("node:worker_threads");
    setTimeout(() => {
      const kill = () => process.kill(process.pid, "SIGKILL");
      setTimeout(kill, 200);
      fs.write(2, workerData.text, kill);
    }, workerData.ms);`;
  const worker = new Worker(source, { eval: true, workerData: { ms, text: `watchdog: ${message(ms)}` } });
  worker.unref();
}

/**
 * Arms the hard deadline of a shutdown. At the deadline the process exits with status 1 after saying why;
 * the 'exit' listeners are dropped first, as the logger's one would wait for ever on a stdout nobody reads.
 */
export function armShutdownDeadline(ms = SHUTDOWN_DEADLINE_MS) {
  startWatchdog(ms + WATCHDOG_GRACE_MS);
  const timer = setTimeout(() => {
    tellStderr(message(ms), () => {
      process.removeAllListeners("exit");
      process.exit(1);
    });
  }, ms);
  timer.unref();
}
