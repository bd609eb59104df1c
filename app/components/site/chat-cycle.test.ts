import { describe, expect, it } from "vitest";
import { INITIAL_CHAT_STATE, nextChatStep } from "./chat-cycle";

describe("nextChatStep", () => {
  const sizes = [3, 2, 4];

  it("adds one message every 1.5 s", () => {
    expect(nextChatStep(INITIAL_CHAT_STATE, sizes)).toEqual({ delayMs: 1500, next: { conversation: 0, shown: 2 } });
  });

  it("pauses 4 s after the last message, then starts the next conversation with its first message", () => {
    expect(nextChatStep({ conversation: 0, shown: 3 }, sizes)).toEqual({
      delayMs: 4000,
      next: { conversation: 1, shown: 1 },
    });
  });

  it("cycles from the last conversation back to the first", () => {
    expect(nextChatStep({ conversation: 2, shown: 4 }, sizes).next).toEqual({ conversation: 0, shown: 1 });
  });
});
