import net from "node:net";

/** Log held in memory while stdout's reader is slow; past this, new lines are dropped (and counted). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface LogSink {
  /** pino's destination interface: one JSON line at a time. */
  write(line: string): boolean;
  /** Resolves once everything written so far has left the process (perhaps never). */
  drained(): Promise<void>;
  /** Lines dropped because the buffer was full, or because the reader has gone (EPIPE). */
  dropped(): number;
}

/**
 * The server's log destination when stdout is a pipe, socket or terminal (the usual case under a
 * supervisor). pino's own stdout stream flushes synchronously at exit, retrying a full pipe every 100 ms
 * for ever, and Node writes to a stdout pipe synchronously: a server whose log reader had stopped reading
 * never ended after SIGTERM (docs/history.md, 121). Here stdout's writes are made non-blocking, driven by the
 * event loop: nothing waits on them, the buffer is bounded, and a reader that has gone makes logging stop.
 * Undefined for a file, which pino's default serves well.
 */
export function createLogSink(stdout: NodeJS.WriteStream = process.stdout): LogSink | undefined {
  // The stream's libuv handle: Node makes stdout pipes blocking on purpose, the one thing not wanted here.
  const handle = (stdout as unknown as { _handle?: { setBlocking?: (blocking: boolean) => number } })._handle;
  if (!(stdout instanceof net.Socket) || typeof handle?.setBlocking !== "function") return undefined;
  handle.setBlocking(false);
  let gone = false;
  let dropped = 0;
  stdout.on("error", () => {
    gone = true;
  });
  return {
    write(line) {
      if (gone || stdout.writableLength + line.length > MAX_BUFFERED_BYTES) dropped += 1;
      else stdout.write(line);
      return true;
    },
    drained() {
      if (gone || stdout.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        stdout.once("drain", resolve);
        stdout.once("error", resolve);
      });
    },
    dropped: () => dropped,
  };
}
