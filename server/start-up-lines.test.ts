import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { contactPlaceholderNote, readyLine } from "./start-up-lines.js";

describe("the start-up lines", () => {
  it("say where the server is ready: PUBLIC_URL when set, else localhost at the real port", () => {
    expect(readyLine(loadConfig({ PUBLIC_URL: "https://stashd.in/" }), 3000)).toBe(
      "Stashd is ready at https://stashd.in",
    );
    expect(readyLine(loadConfig({ HOST: "127.0.0.1", PORT: "0" }), 41234)).toBe(
      "Stashd is ready at http://localhost:41234",
    );
  });

  it("note the placeholder contact address outside production only", () => {
    expect(contactPlaceholderNote({})).toMatch(/CONTACT_EMAIL is not set.*hello@stashd\.example/);
    expect(contactPlaceholderNote({ CONTACT_EMAIL: "hello@stashd.example" })).toBeDefined();
    expect(contactPlaceholderNote({ CONTACT_EMAIL: "care@stashd.in" })).toBeUndefined();
    expect(contactPlaceholderNote({ NODE_ENV: "production" })).toBeUndefined();
  });
});
