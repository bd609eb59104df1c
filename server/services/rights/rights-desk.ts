import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { scrubWriteAheadLog } from "../erasure/wal-scrub.js";
import type { Jobs } from "../jobs/jobs.js";
import type { Mailer } from "../mail/mailer.js";
import { BREACH_NOTIFY_KIND, breachNotifyHandler } from "./breach-notify.js";
import { createNoticeMail } from "./notice-mail.js";
import { RETENTION_KIND, retentionHandler, scheduleRetention } from "./retention-job.js";

export type RightsDesk = ReturnType<typeof createRightsDesk>;

/**
 * The rights desk's background parts, one per app: the notice mail (the desk's durable delivery), and the
 * job handlers of retention runs and breach notices, which the app's job runner runs.
 */
export function createRightsDesk(
  app: FastifyInstance,
  deps: { db: Db; dialect: Dialect; mailer: Mailer; config: AppConfig },
) {
  const noticeMail = createNoticeMail({ db: deps.db, mailer: deps.mailer, config: deps.config, log: app.log });
  const noticesWritten = () => noticeMail.wake();
  const handlers = {
    [RETENTION_KIND]: retentionHandler({
      db: deps.db,
      log: app.log,
      config: deps.config,
      noticesWritten,
      erased: () => scrubWriteAheadLog(app),
    }),
    [BREACH_NOTIFY_KIND]: breachNotifyHandler({
      db: deps.db,
      dialect: deps.dialect,
      noticesWritten,
      grievanceEmail: deps.config.grievanceEmail,
      ...(deps.config.whatsapp && {
        whatsapp: { templateLanguages: deps.config.whatsapp.templateLanguages, written: () => app.whatsapp?.wake() },
      }),
    }),
  };
  let stop: (() => void) | undefined;
  app.addHook("onClose", async () => stop?.());
  return {
    noticeMail,
    handlers,
    /** Queues retention runs from now on (the runner picks them up). */
    start(jobs: Jobs) {
      stop = scheduleRetention(deps.db, app.log, () => jobs.wake());
    },
  };
}
