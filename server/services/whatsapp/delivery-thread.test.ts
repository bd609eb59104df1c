import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";
import { whatsappEnv } from "../../test-support/whatsapp.js";
import { startWhatsappFake } from "../../test-support/whatsapp-fake.mjs";

it("a clean shutdown ends the WhatsApp thread without an error in the log: a drain is not a failure", async () => {
  const fake = await startWhatsappFake();
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const ctx = await createTestApp({ env: whatsappEnv(fake), logger: { level: "info", stream } });
  await ctx.app.whatsapp?.drain();
  await ctx.close();
  await fake.close();
  // pino's levels: 50 is error, 60 fatal.
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
});
