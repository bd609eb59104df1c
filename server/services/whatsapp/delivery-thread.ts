import type { Worker } from "node:worker_threads";
import { startWorker } from "../../db/start-worker.js";
import { type PlainLog, relayThreadLog, type ThreadLogRecord } from "../../lib/thread-log.js";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import type { WhatsappDelivery } from "./delivery.js";

export interface WhatsappThreadData {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The instance's name on its claims (config.ts, instanceId). */
  instanceId: string;
  config: WhatsappConfig;
  publicUrl: string;
  /** The numbers' hash key, base64 (number-stops.ts). */
  numberSecret: string;
  /** The onboarding links' seal key, base64 (services/invites/onboarding-code.ts). */
  onboardingSecret: string;
  retryDelaysMs: number[];
  logLevel: string;
}
export type WhatsappThreadRequest = { type: "wake" } | { type: "drain" | "close"; id: number };
export type WhatsappThreadMessage = ThreadLogRecord | { type: "fellBack" } | { type: "reply"; id: number };

/**
 * The WhatsApp delivery loop (delivery.ts) in a worker thread of its own (delivery-worker.ts), started at
 * once so that messages left due by a stopped server go out. A thread that dies is started again at the
 * next wake (its claims lapse after CLAIM_MS, so nothing is lost).
 */
export function createWhatsappThread(
  data: WhatsappThreadData,
  { log, fellBack }: { log: PlainLog; fellBack: () => void },
): WhatsappDelivery {
  const pending = new Map<number, () => void>();
  let nextId = 0;
  let worker: Worker | undefined;
  const closing = new WeakSet<Worker>();

  function start() {
    const thread = startWorker("delivery-worker", import.meta.url, data);
    thread.on("message", (message: WhatsappThreadMessage) => {
      if (message.type === "log") return relayThreadLog(log, "whatsapp", message);
      if (message.type === "fellBack") return fellBack();
      pending.get(message.id)?.();
      pending.delete(message.id);
    });
    const fail = (error: Error) => {
      if (worker === thread) worker = undefined;
      log.error({ err: error }, "the WhatsApp thread stopped");
      for (const done of pending.values()) done();
      pending.clear();
    };
    thread.on("error", fail);
    // close() ends the thread with terminate(), which exits with code 1: a drain, not a failure.
    thread.on("exit", (code) => code !== 0 && !closing.has(thread) && fail(new Error(`exit code ${code}`)));
    return thread;
  }
  const running = () => {
    worker ??= start();
    return worker;
  };
  const ask = (type: "drain" | "close", thread = running()) =>
    new Promise<void>((resolve) => {
      const id = ++nextId;
      pending.set(id, resolve);
      thread.postMessage({ type, id } satisfies WhatsappThreadRequest);
    });
  running();

  return {
    wake: () => running().postMessage({ type: "wake" } satisfies WhatsappThreadRequest),
    drain: () => ask("drain"),
    async close() {
      const thread = worker;
      if (!thread) return;
      worker = undefined;
      closing.add(thread);
      await ask("close", thread);
      await thread.terminate();
    },
  };
}
