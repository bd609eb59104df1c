import type { ThreadLogRecord } from "../thread-log.js";

/**
 * The methods one side of a link answers. Arguments and answers cross by structured clone: plain data
 * (an Error loses its code on the way, so a method that answers with failures encodes them).
 */
// biome-ignore lint/suspicious/noExplicitAny: each method keeps its own parameter types, checked at each call.
export type Handlers = Record<string, (...args: any[]) => unknown>;
export type Method<H extends Handlers> = Extract<keyof H, string>;

/** What crosses a link: calls (with an id when an answer is awaited), answers, and two notices. */
export type Wire =
  | { type: "call"; method: string; args: unknown[]; id?: number }
  | { type: "reply"; id: number; value?: unknown; error?: { message: string; code?: string } }
  /** The thread has set itself up and answers calls (serve.ts). */
  | { type: "ready" }
  | ThreadLogRecord;

/** A worker, its parentPort, or one end of a MessageChannel. */
export interface Endpoint {
  postMessage(message: unknown): void;
  on(event: "message", listener: (message: Wire) => void): unknown;
}

export interface Link<Remote extends Handlers> {
  /** Calls a method on the other side: settles with its answer, or rejects with its error. */
  call<M extends Method<Remote>>(method: M, ...args: Parameters<Remote[M]>): Promise<Awaited<ReturnType<Remote[M]>>>;
  /** Calls a method and waits for nothing (what fails is logged on the other side). */
  tell<M extends Method<Remote>>(method: M, ...args: Parameters<Remote[M]>): void;
  /** Rejects every call still waiting: the other side is gone. */
  fail(error: Error): void;
  /** Settles once every call made so far is answered or failed. */
  settled(): Promise<void>;
}

export interface LinkOptions {
  /** The methods this side answers. */
  local?: Handlers;
  onLog?: (record: ThreadLogRecord) => void;
  onReady?: () => void;
  /** A told method failed here: nobody waits for its answer, so this is where it shows. */
  onToldFailure?: (error: unknown, method: string) => void;
}

/**
 * Typed calls and answers over a message port, matched by id. Every thread speaks it: the main thread
 * through thread.ts, the worker through serve.ts, and a mailer lent to a thread over a channel.
 */
export function link<Remote extends Handlers>(endpoint: Endpoint, options: LinkOptions = {}): Link<Remote> {
  type Pending = { resolve: (value: never) => void; reject: (error: Error) => void; answer?: Promise<never> };
  const pending = new Map<number, Pending>();
  let nextId = 0;
  const post = (message: Wire) => endpoint.postMessage(message);

  async function answer({ method, args, id }: Extract<Wire, { type: "call" }>) {
    try {
      const handler = options.local?.[method];
      if (!handler) throw new Error(`this side of the thread has no method ${method}`);
      const value = await handler(...args);
      // Inside the try: an answer that cannot be copied (a function in it) goes back as an error.
      if (id !== undefined) post({ type: "reply", id, value });
    } catch (error) {
      if (id !== undefined) post({ type: "reply", id, error: wireError(error) });
      else options.onToldFailure?.(error, method);
    }
  }

  endpoint.on("message", (message) => {
    switch (message.type) {
      case "call":
        return void answer(message);
      case "reply": {
        const each = pending.get(message.id);
        pending.delete(message.id);
        const { error } = message;
        if (error) each?.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
        else each?.resolve(message.value as never);
        return;
      }
      case "ready":
        return options.onReady?.();
      case "log":
        return options.onLog?.(message);
    }
  });

  return {
    call(method, ...args) {
      const id = ++nextId;
      const each: Pending = { resolve: () => {}, reject: () => {} };
      each.answer = new Promise<never>((resolve, reject) => Object.assign(each, { resolve, reject }));
      pending.set(id, each);
      try {
        post({ type: "call", method, args, id });
      } catch (error) {
        // Arguments that cannot be copied (a function among them) fail this call alone.
        pending.delete(id);
        each.reject(error as Error);
      }
      return each.answer;
    },
    tell(method, ...args) {
      post({ type: "call", method, args });
    },
    fail(error) {
      for (const each of pending.values()) each.reject(error);
      pending.clear();
    },
    async settled() {
      await Promise.allSettled([...pending.values()].map((each) => each.answer));
    },
  };
}

function wireError(error: unknown): { message: string; code?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? { message: error.message, code } : { message: error.message };
}
