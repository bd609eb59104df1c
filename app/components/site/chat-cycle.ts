import { CHAT_TIMING } from "~/content/chat-demo";

/** Which conversation is on screen and how many of its messages are visible. */
export interface ChatState {
  conversation: number;
  shown: number;
}

/** Every conversation, including the first in the pre-rendered HTML, starts with its first message. */
export const INITIAL_CHAT_STATE: ChatState = { conversation: 0, shown: 1 };

/**
 * The next step of the chat demo and how long to wait before it: a message every 1.5 s; after a
 * conversation's last message a 4 s pause, then it clears and the next conversation starts (cycling).
 */
export function nextChatStep(state: ChatState, sizes: readonly number[]): { delayMs: number; next: ChatState } {
  const size = sizes[state.conversation] ?? 0;
  if (state.shown < size) return { delayMs: CHAT_TIMING.messageMs, next: { ...state, shown: state.shown + 1 } };
  return { delayMs: CHAT_TIMING.pauseMs, next: { conversation: (state.conversation + 1) % sizes.length, shown: 1 } };
}
