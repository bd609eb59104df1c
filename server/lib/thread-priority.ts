import fs from "node:fs";
import os from "node:os";

/**
 * Gives the calling thread a lower CPU priority (a higher nice value), so that its work waits while the
 * threads that answer the public have work. On Linux a nice value belongs to a thread, named by its own id
 * (/proc/thread-self); elsewhere the thread keeps the process's priority.
 */
export function lowerThreadPriority(nice: number) {
  try {
    const threadId = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    os.setPriority(threadId, nice);
  } catch {
    // Not Linux: no per-thread priority to set.
  }
}
