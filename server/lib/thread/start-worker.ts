import path from "node:path";
import { type Transferable, Worker } from "node:worker_threads";

export interface StartWorkerOptions {
  /** A folder of built workers to start instead (config.workerDir): `<name>.js` there. */
  builtDir?: string | undefined;
  transferList?: Transferable[];
}

/**
 * Starts the worker thread whose entry is `<name>` beside the calling module. Built, every worker is its own
 * bundle beside main.js (scripts/build-server.mjs), where the caller's code lives too. From source (tsx) it
 * is the TypeScript file, which the thread loads through tsx's loader, registered first: about a second of
 * CPU per thread, which a caller that has a built bundle at hand skips by naming its folder.
 */
export function startWorker(
  name: string,
  callerUrl: string,
  workerData: unknown,
  { builtDir, transferList }: StartWorkerOptions = {},
): Worker {
  const options = { workerData, transferList };
  if (builtDir) return new Worker(path.join(builtDir, `${name}.js`), options);
  if (!callerUrl.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const source = JSON.stringify(new URL(`./${name}.ts`, callerUrl).href);
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
