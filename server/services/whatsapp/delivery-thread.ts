import { startWorker } from "../../lib/thread/start-worker.js";
import { createThread } from "../../lib/thread/thread.js";
import type { PlainLog } from "../../lib/thread-log.js";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import type { WhatsappDelivery } from "./delivery.js";
import type { WhatsappWorker } from "./delivery-worker.js";

export interface WhatsappThreadData {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The instance's name on its claims (config.ts, instanceId). */
  instanceId: string;
  config: WhatsappConfig;
  publicUrl: string;
  /** The numbers' hash key, base64 (number-stops.ts). */
  numberSecret: string;
  retryDelaysMs: number[];
  logLevel: string;
}
/** What the WhatsApp thread calls here: a message went by e-mail instead, which the e-mail sender should send. */
export type WhatsappThreadHost = { fellBack(): void };

/**
 * The WhatsApp delivery loop (delivery.ts) in a worker thread of its own (delivery-worker.ts), started at
 * once so that messages left due by a stopped server go out. A thread that dies is started again at the
 * next wake (its claims lapse after CLAIM_MS, so nothing is lost).
 */
export function createWhatsappThread(
  data: WhatsappThreadData,
  { log, fellBack }: { log: PlainLog; fellBack: () => void },
): WhatsappDelivery {
  const thread = createThread<WhatsappWorker>({
    name: "WhatsApp",
    spawn: () => startWorker("delivery-worker", import.meta.url, data),
    log,
    host: { fellBack } satisfies WhatsappThreadHost,
  });
  thread.start();
  return {
    wake: () => thread.tell("wake"),
    // Settles either way, as before a shutdown: what it did not send stays due, for the next thread.
    drain: () => thread.call("drain").catch((error) => log.warn({ err: error }, "the WhatsApp drain failed")),
    close: () => thread.close({ farewell: "close" }),
  };
}
