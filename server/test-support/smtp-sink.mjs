// A real SMTP server for tests (smtp-server package): it accepts every message and hands each one over,
// decoded enough to read, so tests see exactly what a mail client would receive.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads as one line again. */
/**
 * Decodes every base64 part in place (a mail in an Indian language is mostly non-ASCII, so it goes as base64)
 * and the quoted-printable rest, so a link in any language's message reads as one line.
 */
export function decodeMessage(raw) {
  const parts = [];
  const marked = raw.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_, head, body) => {
      parts.push(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8"));
      return `${head}\uE000${parts.length - 1}\uE000\r\n`;
    },
  );
  return decodeQuotedPrintable(marked).replace(/\uE000(\d+)\uE000/g, (_, i) => parts[Number(i)]);
}

export function decodeQuotedPrintable(raw) {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * Starts the sink on a free port of 127.0.0.1. Each message goes to `onMessage` and, given `dir`, to a JSON
 * file there; given `holdMs`, each message is accepted that much later, as a slow relay would, so that a
 * client's connections stay busy. Plain SMTP without STARTTLS or AUTH: it only listens on the loopback.
 */
export async function startSmtpSink({ dir, onMessage, holdMs = 0 } = {}) {
  // Connections open now, and the most at once: a client that opens one per message shows here.
  let open = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      open++;
      mostAtOnce = Math.max(mostAtOnce, open);
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeMessage(raw),
          receivedAt: new Date().toISOString(),
        };
        if (dir) {
          fs.mkdirSync(dir, { recursive: true });
          const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
          // Written aside, then renamed: a reader listing the folder never sees a half-written message.
          fs.writeFileSync(path.join(dir, `.${name}.tmp`), JSON.stringify(message));
          fs.renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
        }
        onMessage?.(message);
        setTimeout(callback, holdMs);
      });
    },
  });
  // A client killed mid-conversation (the crash tests' SIGKILL) resets its connection: not the sink's failure.
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mostConnectionsAtOnce: () => mostAtOnce,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
