// The WhatsApp thread (delivery-thread.ts): claims, sends and settles WhatsApp messages on its own database
// connection, so neither the Cloud API calls nor the commits' wait for the disk run on the event loop that
// answers the public (the bench showed them costing sign-ups there).
import { workerData } from "node:worker_threads";
import { createDatabase } from "../../db/database.js";
import { threadSide } from "../../lib/thread/serve.js";
import { lowerThreadPriority } from "../../lib/thread-priority.js";
import { createWhatsappDelivery } from "./delivery.js";
import type { WhatsappThreadData, WhatsappThreadHost } from "./delivery-thread.js";

/** Nice 19: a burst of messages waits while the public path has work (the Cloud API allows hours to send). */
lowerThreadPriority(19);
const data = workerData as WhatsappThreadData;
const thread = threadSide<WhatsappThreadHost>({ logLevel: data.logLevel });
const { db, dialect } = createDatabase({ databaseUrl: data.databaseUrl, dataDir: data.dataDir });
const delivery = createWhatsappDelivery({
  db,
  dialect,
  config: data.config,
  owner: data.instanceId,
  publicUrl: data.publicUrl,
  numberSecret: Buffer.from(data.numberSecret, "base64"),
  retryDelaysMs: data.retryDelaysMs,
  log: thread.log,
  fellBack: () => thread.tell("fellBack"),
});

const methods = {
  wake: () => delivery.wake(),
  drain: () => delivery.drain(),
  async close() {
    await delivery.close();
    await db.destroy();
  },
};
export type WhatsappWorker = typeof methods;
thread.serve(methods);
