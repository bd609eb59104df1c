export interface ChatMessage {
  sender: "concierge" | "user";
  text: string;
  /** Shown under the bubble, as a chat app would. */
  time: string;
}

export interface Conversation {
  topic: string;
  messages: ChatMessage[];
}

/** docs/product.md, Marketing site: one message every 1.5 s, a 4 s pause after the last one, 3 conversations cycling. */
export const CHAT_TIMING = { messageMs: 1500, pauseMs: 4000 };

export const CONVERSATIONS: Conversation[] = [
  {
    topic: "A missing sock",
    messages: [
      { sender: "user", text: "Unpacked at the Oberoi and I'm one black sock short 😅", time: "7:42 am" },
      {
        sender: "concierge",
        text: "Sorry about that! Its pair is at the Bangalore hub. Shall I add a new pair?",
        time: "7:43 am",
      },
      { sender: "user", text: "Yes please, before my 10 o'clock.", time: "7:43 am" },
      {
        sender: "concierge",
        text: "Done: a fresh pair reaches the front desk by 9:15 am. ₹350 added to your bill.",
        time: "7:45 am",
      },
    ],
  },
  {
    topic: "A stained shirt",
    messages: [
      { sender: "user", text: "Spilled filter coffee on my white shirt at breakfast.", time: "8:05 am" },
      {
        sender: "concierge",
        text: "Ouch. There's a pressed white shirt in your Mumbai stash. Send it over?",
        time: "8:06 am",
      },
      { sender: "user", text: "Please. Room 1412.", time: "8:06 am" },
      {
        sender: "concierge",
        text: "On its way. We'll collect the stained one and treat it before it sets.",
        time: "8:07 am",
      },
    ],
  },
  {
    topic: "A hotel pickup",
    messages: [
      { sender: "user", text: "Checking out of the Leela tomorrow at 11. Can you collect my bag?", time: "6:30 pm" },
      {
        sender: "concierge",
        text: "Of course. I'll book the pickup for 11:30 am from the bell desk.",
        time: "6:31 pm",
      },
      {
        sender: "concierge",
        text: "It will be cleaned, ironed and back in your Delhi NCR stash in 48 hours.",
        time: "6:31 pm",
      },
      { sender: "user", text: "Perfect, thank you!", time: "6:32 pm" },
    ],
  },
];
