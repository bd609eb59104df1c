import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer } from "./bench-server.mjs";
const port = 4497, base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bb-"));
const server = await startBuiltServer(port, { DATA_DIR: dataDir });
const run = (o) => new Promise((res, rej) => autocannon({ url: base, connections: 16, duration: 5, ...o }, (e, r) => e ? rej(e) : res(r)));
let v = 0;
const same = process.argv[2] === "same";
const beacon = { url: `${base}/api/v1/visits`, method: "POST", requests: [{ setupRequest: (r) => { v++; return { ...r, headers: { "content-type": "application/json", "user-agent": same ? "Mozilla/5.0 Firefox/128.0" : `Mozilla/5.0 Bench/${v} Firefox/128.0` }, body: JSON.stringify({ path: "/pricing", referrer: "https://www.google.com/" }) }; } }] };
try {
  await run({ duration: 2, url: `${base}/api/v1/health` });
  for (let i = 0; i < 2; i++) {
    const h = await run({ url: `${base}/api/v1/health` });
    const b = await run(beacon);
    console.log(`health ${h.requests.average} beacon ${b.requests.average} ratio ${(b.requests.average / h.requests.average).toFixed(2)} non2xx ${b.non2xx}`);
  }
} finally { server.kill("SIGTERM"); fs.rmSync(dataDir, { recursive: true, force: true }); }
