import type { SignUp, SignUpResult } from "./store.js";

/** Messages between sign-up-thread.ts and its worker. */
export interface SignUpRequest {
  id: number;
  batch: SignUp[];
}

export type SignUpReply =
  | { id: number; results: SignUpResult[]; error?: undefined }
  | { id: number; error: { message: string; code?: string | undefined } };
