// The sign-up thread (sign-up-thread.ts): writes each batch of sign-ups on its own SQLite connection, so
// that the commit's fsync waits here and not on the event loop that reads the next batch's requests.
import { parentPort, workerData } from "node:worker_threads";
import { openSqliteDb } from "../../db/database.js";
import type { SignUpReply, SignUpRequest } from "./sign-up-protocol.js";
import { writeSignUps } from "./store.js";

const db = openSqliteDb((workerData as { dataDir: string }).dataDir);

async function answer({ id, batch }: SignUpRequest): Promise<SignUpReply> {
  try {
    return { id, results: await writeSignUps(db, batch) };
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    return { id, error: { message, code } };
  }
}

parentPort?.on("message", (request: SignUpRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
