import { useEffect, useState } from "react";
import { type ChatMessage, CONVERSATIONS } from "~/content/chat-demo";
import { CHAT_COPY } from "~/content/home";
import { INITIAL_CHAT_STATE, nextChatStep } from "./chat-cycle";
import { PauseToggle } from "./pause-toggle";
import { useReducedMotion } from "./use-reduced-motion";

const SIZES = CONVERSATIONS.map((conversation) => conversation.messages.length);

/**
 * The looping concierge chat. With prefers-reduced-motion it shows the first conversation whole and
 * still; otherwise it plays the conversations in turn (timings in chat-cycle.ts) until paused.
 */
export function ChatDemo() {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [state, setState] = useState(INITIAL_CHAT_STATE);

  useEffect(() => {
    if (reducedMotion || paused) return;
    const { delayMs, next } = nextChatStep(state, SIZES);
    const timer = window.setTimeout(() => setState(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [state, paused, reducedMotion]);

  const conversation = CONVERSATIONS[reducedMotion ? 0 : state.conversation] ?? CONVERSATIONS[0];
  if (!conversation) return null;
  const shown = reducedMotion ? conversation.messages.length : state.shown;
  const nextMessage = conversation.messages[shown];

  return (
    // data-hydrate: the page starts React when the demo comes into view (lib/page-boot.ts).
    <div className="mx-auto w-full max-w-md" data-hydrate="visible">
      <div className="overflow-hidden rounded-[2rem] bg-white text-ink shadow-soft ring-1 ring-ink/10">
        <div className="flex items-center gap-3 border-b border-sand bg-teal-dark px-5 py-3 text-white">
          {/* Lazy, as every avatar here: the demo is never on the first screen, so its images wait for it. */}
          <img src="/avatars/concierge.svg" alt="" width={40} height={40} loading="lazy" className="rounded-full" />
          <div>
            <p className="text-sm font-semibold">{CHAT_COPY.conciergeName}</p>
            <p className="text-xs text-white/85">{conversation.topic}</p>
          </div>
        </div>
        {/* Every conversation is laid out whole but invisible in the same grid cell, so the box is as tall as
            the longest one at the current width: nothing is ever cut off and nothing moves as messages arrive. */}
        <div className="relative grid bg-cream px-4 py-4" data-testid="chat-box">
          {CONVERSATIONS.map((sizer) => (
            <ol
              key={sizer.topic}
              aria-hidden="true"
              className="invisible col-start-1 row-start-1 space-y-3"
              data-chat-sizer
            >
              {sizer.messages.map((message) => (
                <Message key={`${message.time}-${message.text}`} message={message} still />
              ))}
            </ol>
          ))}
          <ol
            aria-label={`Chat demo: ${conversation.topic}`}
            className="col-start-1 row-start-1 space-y-3"
            data-testid="chat-messages"
          >
            {conversation.messages.slice(0, shown).map((message) => (
              <Message key={`${state.conversation}-${message.time}-${message.text}`} message={message} />
            ))}
          </ol>
          {nextMessage && !paused && <TypingIndicator sender={nextMessage.sender} />}
        </div>
      </div>
      {!reducedMotion && (
        <div className="mt-4 flex justify-center">
          <PauseToggle paused={paused} onChange={setPaused} labels={CHAT_COPY} dark />
        </div>
      )}
    </div>
  );
}

function Message({ message, still = false }: { message: ChatMessage; still?: boolean }) {
  const fromUser = message.sender === "user";
  const entrance = still ? "" : "motion-safe:animate-[chat-in_300ms_ease-out]";
  return (
    <li
      data-sender={message.sender}
      className={`flex items-end gap-2 ${entrance} ${fromUser ? "flex-row-reverse" : ""}`}
    >
      <img
        src={fromUser ? "/avatars/traveller.svg" : "/avatars/concierge.svg"}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        className="shrink-0 rounded-full"
      />
      <div className={`max-w-[78%] ${fromUser ? "text-right" : ""}`}>
        <p className="text-xs font-semibold text-ink-muted">{fromUser ? CHAT_COPY.userName : "Concierge"}</p>
        <p
          className={`mt-0.5 rounded-2xl px-3.5 py-2 text-left text-sm ${
            fromUser ? "rounded-br-sm bg-teal-dark text-white" : "rounded-bl-sm bg-white ring-1 ring-ink/10"
          }`}
        >
          {message.text}
        </p>
        <p className="mt-0.5 text-[0.7rem] text-ink-muted">
          <time>{message.time}</time>
        </p>
      </div>
    </li>
  );
}

/** Sits at the bottom of the chat box, where the next message will appear, so nothing moves when it does. */
function TypingIndicator({ sender }: { sender: ChatMessage["sender"] }) {
  return (
    <div
      aria-hidden="true"
      className={`absolute bottom-4 flex gap-1 rounded-full bg-white px-3 py-2 ring-1 ring-ink/10 ${
        sender === "user" ? "right-4" : "left-4"
      }`}
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 rounded-full bg-ink-muted motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
