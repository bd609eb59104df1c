export interface ReceivedWhatsapp {
  id: string;
  to: string;
  /** The request body as the app sent it. */
  body: Record<string, unknown> & { template?: { name: string; language: { code: string }; components: unknown[] } };
  authorization: string | undefined;
  receivedAt: string;
}

export interface WebhookAnswer {
  status: number;
  body: string;
}

export function signatureOf(appSecret: string, raw: string): string;

export function startWhatsappFake(options?: {
  token?: string;
  phoneNumberId?: string;
  appSecret?: string;
  webhookUrl?: string;
  port?: number;
  /** How long each send waits before it is answered. */
  latencyMs?: number;
}): Promise<{
  apiUrl: string;
  port: number;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  received(): ReceivedWhatsapp[];
  setWebhookUrl(url: string): void;
  failNext(count: number, status?: number, code?: number, retryAfter?: number): void;
  post(value: Record<string, unknown>, signature?: string): Promise<WebhookAnswer>;
  tap(from: string, payload: string, text?: string): Promise<WebhookAnswer>;
  text(from: string, body: string): Promise<WebhookAnswer>;
  status(id: string, status: string, errors?: { code: number; title: string }[]): Promise<WebhookAnswer>;
  refuse(number: string, code?: number): { refused: string; code: number };
  close(): Promise<void>;
}>;
