import { z } from "zod";

/** GET /health: answered only after a real query, so a load balancer sees a broken database. */
export const healthResponseSchema = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) });
