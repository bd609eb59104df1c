// The SMTP relay for `BENCH_SMTP=1 npm run bench:api`: the test sink in a process of its own, which prints
// its address, then how many messages it has received, twice a second. The bench runs it at the lowest
// priority, since a real relay runs on another machine.
import { startSmtpSink } from "../server/test-support/smtp-sink.mjs";

let received = 0;
const sink = await startSmtpSink({ onMessage: () => received++ });
console.log(sink.url);
setInterval(() => console.log(`received ${received}`), 500);
process.on("SIGTERM", () => sink.close().then(() => process.exit(0)));
