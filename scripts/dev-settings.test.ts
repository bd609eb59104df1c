import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config.js";
import { devSettings } from "./dev-settings.mjs";

describe("npm run dev's addresses", () => {
  it("put the site on PORT, the API and the WhatsApp fake on the two after it", () => {
    expect(devSettings({})).toEqual({ port: 3000, apiPort: 3001, fakePort: 3002, publicUrl: "http://localhost:3000" });
    expect(devSettings({ PORT: "4100" })).toEqual({
      port: 4100,
      apiPort: 4101,
      fakePort: 4102,
      publicUrl: "http://localhost:4100",
    });
    expect(devSettings({ PORT: "4100", API_PORT: "5000", WHATSAPP_FAKE_PORT: "5001" })).toMatchObject({
      apiPort: 5000,
      fakePort: 5001,
    });
  });

  it("give the API the site's own address for its links, not the API's port", () => {
    const { apiPort, publicUrl } = devSettings({ PORT: "4100" });
    const config = loadConfig({ PORT: String(apiPort), HOST: "127.0.0.1", PUBLIC_URL: publicUrl });
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(devSettings({ PORT: "4100", PUBLIC_URL: "https://dev.example/" }).publicUrl).toBe("https://dev.example");
  });
});
