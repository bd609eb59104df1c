import { inviteQuerySchema, waitlistQuerySchema } from "./lists.js";

/** The CSV exports take a list's own filters and sort, without paging: the file is the whole filtered set. */
export const waitlistExportQuerySchema = waitlistQuerySchema.omit({ limit: true, cursor: true });
export const inviteExportQuerySchema = inviteQuerySchema.omit({ limit: true, cursor: true });
