import { describe, expect, it } from "vitest";
import { startWhatsappFake } from "../../test-support/whatsapp-fake.mjs";
import { createCloudApi, withoutPhoneNumbers } from "./cloud-api.js";

describe("the Cloud API's error text", () => {
  it("keeps no phone number, however it is written, and keeps the error codes", () => {
    expect(withoutPhoneNumbers("(#131026) Message undeliverable to +91 98450 99999")).toBe(
      "(#131026) Message undeliverable to [number]",
    );
    expect(withoutPhoneNumbers("recipient 919845099999 is not a WhatsApp user")).toBe(
      "recipient [number] is not a WhatsApp user",
    );
    expect(withoutPhoneNumbers("+91-98450-99999 refused")).toBe("[number] refused");
    expect(withoutPhoneNumbers("to 98450.99999 or 98.45.09.99.99")).toBe("to [number] or [number]");
    expect(withoutPhoneNumbers("(+91) 98450/99999 and +91 (984) 509-9999")).toBe("([number] and [number]");
    expect(withoutPhoneNumbers("Rate limit hit (code 130429)")).toBe("Rate limit hit (code 130429)");
  });
});

describe("a 429 from the Cloud API", () => {
  it("is worth another try, rate-limited, with the API's Retry-After as the pause (at most a minute)", async () => {
    const fake = await startWhatsappFake();
    try {
      const send = createCloudApi({
        token: fake.token,
        phoneNumberId: fake.phoneNumberId,
        apiUrl: fake.apiUrl,
        templateLanguage: "en",
      } as Parameters<typeof createCloudApi>[0]);
      const message = { kind: "text", to: "919845100001", text: "hello" } as const;
      fake.failNext(1, 429, undefined, 3);
      expect(await send(message)).toMatchObject({ outcome: "retry", rateLimited: true, retryAfterMs: 3000 });
      fake.failNext(1, 429, undefined, 3600);
      expect(await send(message)).toMatchObject({ retryAfterMs: 60_000 });
      fake.failNext(1, 429);
      expect(await send(message)).not.toHaveProperty("retryAfterMs");
      expect(await send(message)).toMatchObject({ outcome: "accepted" });
    } finally {
      await fake.close();
    }
  });
});
