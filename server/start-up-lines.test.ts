import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { contactPlaceholderNote, directUrlNote, readyLine } from "./start-up-lines.js";

describe("the start-up lines", () => {
  it("say where the server is ready: PUBLIC_URL when set, else localhost at the real port", () => {
    expect(readyLine(loadConfig({ PUBLIC_URL: "https://stashd.in/" }), 3000)).toBe(
      "Stashd is ready at https://stashd.in",
    );
    expect(readyLine(loadConfig({ HOST: "127.0.0.1", PORT: "0" }), 41234)).toBe(
      "Stashd is ready at http://localhost:41234",
    );
  });

  it("say when PostgreSQL's migrations had no direct address beside the pooler", () => {
    const pooled = "postgres://app@pooler:6432/stashd";
    expect(directUrlNote({ databaseUrl: pooled, databaseDirectUrl: undefined })).toMatch(
      /DATABASE_DIRECT_URL is not set/,
    );
    expect(directUrlNote({ databaseUrl: pooled, databaseDirectUrl: "postgres://app@db:5432/stashd" })).toBeUndefined();
    expect(directUrlNote({ databaseUrl: undefined, databaseDirectUrl: undefined })).toBeUndefined();
  });

  it("note the placeholder contact address outside production only", () => {
    expect(contactPlaceholderNote({})).toMatch(/CONTACT_EMAIL is not set.*hello@stashd\.example/);
    expect(contactPlaceholderNote({ CONTACT_EMAIL: "hello@stashd.example" })).toBeDefined();
    expect(contactPlaceholderNote({ CONTACT_EMAIL: "care@stashd.in" })).toBeUndefined();
    expect(contactPlaceholderNote({ NODE_ENV: "production" })).toBeUndefined();
  });
});
