export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone. */
  decoded: string;
  receivedAt: string;
}

export function decodeQuotedPrintable(raw: string): string;

export function startSmtpSink(options?: {
  dir?: string;
  onMessage?: (message: ReceivedMail) => void;
  /** Accepts each message this much later, as a slow relay does. */
  holdMs?: number;
}): Promise<{
  url: string;
  /** The most SMTP connections that were open at the same time. */
  mostConnectionsAtOnce: () => number;
  close: () => Promise<void>;
}>;
