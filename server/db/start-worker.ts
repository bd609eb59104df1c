import { Worker } from "node:worker_threads";

/**
 * Starts the worker thread whose entry is `<name>.ts` beside the calling module. Built, every worker is
 * its own bundle beside main.js (scripts/build-server.mjs), where the caller's code lives too. From source
 * (tests, tsx) it is the TypeScript file, which the thread loads through tsx's loader, registered first.
 */
export function startWorker(name: string, callerUrl: string, workerData: unknown): Worker {
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, callerUrl), { workerData });
  const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}
