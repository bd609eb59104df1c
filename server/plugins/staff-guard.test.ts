import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { SIGN_IN_DETAIL, signedIn } from "./staff-guard.js";

const staff = { id: "s1", email: "kiran@stashd.test", role: "admin" as const };
const request = (fields: Partial<Pick<FastifyRequest, "staff" | "staffSession">>) => fields as FastifyRequest;

describe("signedIn", () => {
  it("gives a session's member of staff and its public id", () => {
    const who = signedIn(request({ staff, staffSession: { id: "p1", secondFactorAt: null } }));
    expect(who.staff).toEqual(staff);
    expect(who.sessionId).toBe("p1");
  });

  it("gives an API key's stand-in, which has no session to read", () => {
    const key = { id: "api-key:k1", email: 'API key "CRM"', role: "admin" as const };
    const who = signedIn(request({ staff: key }));
    expect(who.staff).toEqual(key);
    expect(() => who.sessionId).toThrow(SIGN_IN_DETAIL);
  });

  it("answers 401 where no guard set anyone", () => {
    expect(() => signedIn(request({}))).toThrow(expect.objectContaining({ statusCode: 401 }));
  });
});
