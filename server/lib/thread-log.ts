/** The levels code that runs in a worker thread logs at (the personal-mail sender and its mailer). */
export type ThreadLogLevel = "info" | "warn" | "error";
/** Three levels, fields and a message: the app's logger is one, a worker thread's relay (below) another. */
export type PlainLog = Record<ThreadLogLevel, (fields: Record<string, unknown>, message: string) => void>;
export interface ThreadLogRecord {
  type: "log";
  level: ThreadLogLevel;
  fields: Record<string, unknown>;
  message: string;
}

const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 99 };

/**
 * A worker thread's logger: records at or above the app's level are posted to the main thread, which
 * writes them with the app's own logger (one stream, one format). Errors travel as plain fields, since a
 * message cannot carry what an error object may hold (sockets, functions).
 */
export function threadLog(appLevel: string, post: (record: ThreadLogRecord) => void): PlainLog {
  const minimum = RANK[appLevel] ?? RANK.info;
  const at = (level: ThreadLogLevel) => (fields: Record<string, unknown>, message: string) => {
    if ((RANK[level] as number) < (minimum as number)) return;
    post({ type: "log", level, fields: Object.fromEntries(Object.entries(fields).map(plain)), message });
  };
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

function plain([key, value]: [string, unknown]): [string, unknown] {
  if (!(value instanceof Error)) return [key, value];
  const { code } = value as { code?: unknown };
  return [key, { type: value.name, message: value.message, stack: value.stack, code }];
}

/** Writes a record a thread posted with the app's logger, marked with the thread it came from. */
export function relayThreadLog(log: PlainLog, thread: string, record: ThreadLogRecord) {
  log[record.level]({ ...record.fields, thread }, record.message);
}
