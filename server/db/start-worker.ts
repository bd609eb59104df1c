import path from "node:path";
import { Worker } from "node:worker_threads";

/**
 * Starts the worker thread whose entry is `<name>.ts` beside the calling module. Built, every worker is
 * its own bundle beside main.js (scripts/build-server.mjs), where the caller's code lives too. From source
 * (tsx) it is the TypeScript file, which the thread loads through tsx's loader, registered first. The unit
 * tests bundle the server once per run and name it in TEST_SERVER_BUNDLE (test-support/bundled-server.ts):
 * their workers start from it, in a tenth of the CPU that compiling their sources through tsx takes.
 */
export function startWorker(name: string, callerUrl: string, workerData: unknown): Worker {
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, callerUrl), { workerData });
  const bundle = process.env.TEST_SERVER_BUNDLE;
  if (bundle) return new Worker(path.join(bundle, `${name}.js`), { workerData });
  const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}
