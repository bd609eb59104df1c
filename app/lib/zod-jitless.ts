import { z } from "zod";

/**
 * zod 4 compiles object parsers with `new Function` when it may, and probes for it by calling it: under
 * the site's Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. The browser
 * parses small payloads, so the interpreted path costs nothing. Imported first by root.tsx, before any
 * schema is built, because zod reads the setting when a schema is created.
 */
z.config({ jitless: true });
