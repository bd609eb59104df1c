import { expect, it } from "vitest";
import { lendMailer, portMailer } from "./mail-port.js";
import type { Mailer, MailMessage } from "./mailer.js";

const message = (to: string): MailMessage => ({ to, subject: "Hello", text: "t", html: "<p>t</p>" });

it("a lent mailer sends from the other end of its port, each failure with its reason and code", async () => {
  const sent: string[] = [];
  const lent: Mailer = {
    send: async () => {},
    async sendMany(messages) {
      sent.push(...messages.map((each) => each.to));
      return messages.map((each) =>
        each.to.includes("@") ? null : Object.assign(new Error("bad recipient"), { code: "EENVELOPE" }),
      );
    },
    close: () => {},
  };
  const mailer = portMailer(lendMailer(lent));
  expect(await mailer.sendMany([message("a@example.in"), message("nobody")])).toEqual([
    null,
    expect.objectContaining({ message: "bad recipient", code: "EENVELOPE" }),
  ]);
  await expect(mailer.send(message("nobody"))).rejects.toMatchObject({ code: "EENVELOPE" });
  expect(await mailer.sendMany([])).toEqual([]);
  expect(sent).toEqual(["a@example.in", "nobody", "nobody"]);
  mailer.close();
});
