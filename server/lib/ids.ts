import { randomBytes } from "node:crypto";

/** 128 random bits, URL-safe: unguessable enough for row keys and invite links. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString("base64url");
}
