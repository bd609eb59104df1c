import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage();
p.on("console", (m) => console.log("console", m.type(), m.text()));
p.on("response", (r) => { if (r.status() >= 400) console.log("resp", r.status(), r.url()); });
await p.goto(process.argv[2]);
await p.waitForTimeout(2000);
console.log("url", p.url(), await p.title());
await b.close();
