// The built server for a benchmark: started on its own port and data directory, and its health awaited.
import { spawn } from "node:child_process";

/** Starts build/server/main.js with `env` on top of the environment; resolves once /api/v1/health answers. */
export async function startBuiltServer(port, env) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become healthy");
}
