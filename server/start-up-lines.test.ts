import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { contactPlaceholderNote, directUrlNote, outboxLine, readyLine } from "./start-up-lines.js";

describe("the start-up lines", () => {
  it("say where the server is ready: PUBLIC_URL when set, else localhost at the real port", () => {
    expect(readyLine(loadConfig({ PUBLIC_URL: "https://stashd.in/" }), 3000)).toBe(
      "Stashd is ready at https://stashd.in",
    );
    expect(readyLine(loadConfig({ HOST: "127.0.0.1", PORT: "0" }), 41234)).toBe(
      "Stashd is ready at http://localhost:41234",
    );
  });

  it("name the dev outbox at the address links point to, and only where the outbox is open", () => {
    expect(outboxLine(loadConfig({ HOST: "127.0.0.1", PORT: "0" }), 41234)).toBe(
      "Outbox: http://localhost:41234/dev/outbox",
    );
    // `npm run dev`: the API behind Vite's port, which PUBLIC_URL names.
    expect(outboxLine(loadConfig({ PORT: "4001", PUBLIC_URL: "http://localhost:4000" }), 4001)).toBe(
      "Outbox: http://localhost:4000/dev/outbox",
    );
    expect(outboxLine(loadConfig({ SMTP_URL: "smtp://smtp.example.com:587" }), 3000)).toBeUndefined();
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
