import type { Migration, MigrationProvider } from "kysely";
import { initialSchema } from "./001-initial-schema.js";
import { seedCities } from "./002-seed-cities.js";
import { openInvitePerSurvey } from "./004-open-invite-per-survey.js";
import { oneOpenInvitePerPerson } from "./005-one-open-invite-per-person.js";
import { listIndexes } from "./010-list-indexes.js";
import { searchIndexes } from "./011-search-indexes.js";
import { rowCounts } from "./012-row-counts.js";
import { invitedUntil } from "./013-invited-until.js";
import { searchDocs } from "./014-search-docs.js";
import { auditLog } from "./015-audit-log.js";
import { jobs } from "./016-jobs.js";
import { personalPage } from "./020-personal-page.js";
import { throttleCounters } from "./030-throttle-counters.js";
import { waitlistGroupDays } from "./040-waitlist-group-days.js";
import { confirmedPeopleIndex } from "./041-confirmed-people-index.js";
import { entryInvitedAt } from "./042-entry-invited-at.js";
import { ftsSecureDelete } from "./060-fts-secure-delete.js";
import { groupDaysForgetEmpty } from "./061-group-days-forget-empty.js";
import { unconfirmedByAge } from "./062-unconfirmed-by-age.js";
import { referralMailboxes } from "./063-referral-mailboxes.js";
import { topReferrerOptIn } from "./064-top-referrer-opt-in.js";
import { pendingPersonalMail } from "./065-pending-personal-mail.js";
import { tokenScopes } from "./066-token-scopes.js";
import { jobSnapshots } from "./070-job-snapshots.js";
import { traffic } from "./090-traffic.js";
import { hubs } from "./100-hubs.js";
import { funnelReadModel } from "./110-funnel-read-model.js";
import { funnelStepIndexes } from "./120-funnel-step-indexes.js";
import { invitedLineIndex } from "./121-invited-line-index.js";
import { confirmedCount } from "./122-confirmed-count.js";
import { confirmedGroupDays } from "./123-confirmed-group-days.js";
import { inviteMailDue } from "./124-invite-mail-due.js";
import { invitedPeopleCount } from "./125-invited-people-count.js";

/**
 * The ordered migration set, kept in code rather than read from disk so that the bundled server carries
 * it. Names sort in the order they must run; never rename or edit one that has shipped. Numbers are
 * reserved in blocks per branch, so unused ones leave gaps (003 never shipped): docs/product.md, Operations.
 */
const migrations: Record<string, Migration> = {
  "001-initial-schema": initialSchema,
  "002-seed-cities": seedCities,
  "004-open-invite-per-survey": openInvitePerSurvey,
  "005-one-open-invite-per-person": oneOpenInvitePerPerson,
  "010-list-indexes": listIndexes,
  "011-search-indexes": searchIndexes,
  "012-row-counts": rowCounts,
  "013-invited-until": invitedUntil,
  "014-search-docs": searchDocs,
  "015-audit-log": auditLog,
  "016-jobs": jobs,
  "020-personal-page": personalPage,
  "030-throttle-counters": throttleCounters,
  "040-waitlist-group-days": waitlistGroupDays,
  "041-confirmed-people-index": confirmedPeopleIndex,
  "042-entry-invited-at": entryInvitedAt,
  "060-fts-secure-delete": ftsSecureDelete,
  "061-group-days-forget-empty": groupDaysForgetEmpty,
  "062-unconfirmed-by-age": unconfirmedByAge,
  "063-referral-mailboxes": referralMailboxes,
  "064-top-referrer-opt-in": topReferrerOptIn,
  "065-pending-personal-mail": pendingPersonalMail,
  "066-token-scopes": tokenScopes,
  "070-job-snapshots": jobSnapshots,
  "090-traffic": traffic,
  "100-hubs": hubs,
  "110-funnel-read-model": funnelReadModel,
  "120-funnel-step-indexes": funnelStepIndexes,
  "121-invited-line-index": invitedLineIndex,
  "122-confirmed-count": confirmedCount,
  "123-confirmed-group-days": confirmedGroupDays,
  "124-invite-mail-due": inviteMailDue,
  "125-invited-people-count": invitedPeopleCount,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
