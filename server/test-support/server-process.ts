import { type ChildProcess, spawn } from "node:child_process";
import { bundledEntry } from "./bundled-entry.js";
import { unusedPort } from "./ports.js";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server entry (server/main.ts, bundled as `npm start` runs it) in its own process, on the
 * database the env names; resolves once /api/v1/health answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await unusedPort();
  const child = spawn(process.execPath, [bundledEntry("main")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 300) throw new Error(`the server did not become healthy: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
