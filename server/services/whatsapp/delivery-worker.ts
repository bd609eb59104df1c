// The WhatsApp thread (delivery-thread.ts): claims, sends and settles WhatsApp messages on its own database
// connection, so neither the Cloud API calls nor the commits' wait for the disk run on the event loop that
// answers the public (the bench showed them costing sign-ups there).
import { parentPort, workerData } from "node:worker_threads";
import { createDatabase } from "../../db/database.js";
import { threadLog } from "../../lib/thread-log.js";
import { lowerThreadPriority } from "../../lib/thread-priority.js";
import { createWhatsappDelivery } from "./delivery.js";
import type { WhatsappThreadData, WhatsappThreadMessage, WhatsappThreadRequest } from "./delivery-thread.js";

/** Nice 19: a burst of messages waits while the public path has work (the Cloud API allows hours to send). */
lowerThreadPriority(19);
const data = workerData as WhatsappThreadData;
const post = (message: WhatsappThreadMessage) => parentPort?.postMessage(message);
const { db, dialect } = createDatabase({ databaseUrl: data.databaseUrl, dataDir: data.dataDir });
const delivery = createWhatsappDelivery({
  db,
  dialect,
  config: data.config,
  owner: data.instanceId,
  publicUrl: data.publicUrl,
  numberSecret: Buffer.from(data.numberSecret, "base64"),
  onboardingSecret: Buffer.from(data.onboardingSecret, "base64"),
  retryDelaysMs: data.retryDelaysMs,
  log: threadLog(data.logLevel, post),
  fellBack: () => post({ type: "fellBack" }),
});

parentPort?.on("message", async (request: WhatsappThreadRequest) => {
  if (request.type === "wake") return delivery.wake();
  try {
    if (request.type === "drain") await delivery.drain();
    else {
      await delivery.close();
      await db.destroy();
    }
  } finally {
    post({ type: "reply", id: request.id });
  }
});
