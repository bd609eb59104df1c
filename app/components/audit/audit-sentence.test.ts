import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../contract/audit";
import { auditSentence } from "./audit-sentence";

const entry = (action: AuditEntry["action"], details: AuditEntry["details"], target: string | null = null) => ({
  id: "a1",
  at: "2026-11-27T10:00:00.000Z",
  action,
  actor: "founder@stashd.in",
  ip: null,
  target,
  details,
});

describe("auditSentence", () => {
  it("says what a hub change did, not its JSON", () => {
    const opened = entry(
      "hub.updated",
      {
        from: { status: "planned", weeklyCapacity: null, backfill: false },
        to: { status: "live", weeklyCapacity: 40, backfill: false },
      },
      "Pune",
    );
    expect(auditSentence(opened).text).toBe("Opened Pune with an intake of 40 a week");
    const resized = entry(
      "hub.updated",
      {
        from: { status: "live", weeklyCapacity: 40, backfill: false },
        to: { status: "live", weeklyCapacity: 60, backfill: true },
      },
      "Pune",
    );
    expect(auditSentence(resized).text).toBe(
      "Changed Pune's intake from 40 a week to 60 a week; Turned on automatic refilling of freed places in Pune",
    );
  });

  it("names a wave by its size and city, without its job id", () => {
    const wave = entry(
      "hub.wave_sent",
      { city: "Bangalore", size: 25, proposed: 25, override: false, jobId: "j9" },
      "w1",
    );
    expect(auditSentence(wave)).toEqual({
      text: "Invited 25 people (wave for Bangalore)",
      link: { to: "/admin/hubs", label: "See the wave in Hubs" },
    });
  });

  it("links the person an invite was for to their waitlist entry", () => {
    const invite = auditSentence(
      entry("invite.created", { source: "survey", status: "sent", mailFailed: false }, "e-7"),
    );
    expect(invite.text).toBe("Invited a person from the waitlist");
    expect(invite.link?.to).toBe("/admin/invite-form?survey=e-7");
  });

  it("puts a filter into words", () => {
    const bulk = entry("invite.bulk", { matching: 120, filter: { homeCity: "Pune", confirmed: true, search: false } });
    expect(auditSentence(bulk).text).toBe("Invited 120 people matching home city Pune, confirmed only");
    expect(auditSentence(entry("export.waitlist", { search: false })).text).toBe("Downloaded the waitlist (no filter)");
  });
});
