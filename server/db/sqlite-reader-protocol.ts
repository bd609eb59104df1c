/** Messages between sqlite-readers.ts and its worker threads. */
export interface ReaderRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReaderReply =
  | { id: number; rows: unknown[]; error?: undefined }
  | { id: number; error: { message: string; code?: string | undefined } };
