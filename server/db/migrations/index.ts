import type { Migration, MigrationProvider } from "kysely";
import { initialSchema } from "./001-initial-schema/index.js";
import { oneCreatedAtIndex } from "./002-one-created-at-index.js";
import { searchIndexCatchesUp } from "./003-search-index-catches-up.js";
import { invitedCheckBeforeUpdate } from "./004-invited-check-before-update.js";
import { demandDays } from "./005-demand-days.js";
import { whatsapp } from "./006-whatsapp.js";
import { staffSecondFactor } from "./007-staff-second-factor.js";
import { staffRolesAndSessions } from "./008-staff-roles-and-sessions.js";
import { staffPasskeys } from "./009-staff-passkeys.js";
import { webauthnChallengeExpiry } from "./010-webauthn-challenge-expiry.js";
import { whatsappNumberStops } from "./011-whatsapp-number-stops.js";
import { integrations } from "./012-integrations.js";
import { instanceClaims } from "./013-instance-claims.js";
import { listFiltersAndAuthenticatorReplacement } from "./014-list-filters-and-authenticator-replacement.js";
import { rightsDesk } from "./015-rights-desk.js";
import { consentLedger } from "./016-consent-ledger.js";
import { sealedOnboardingLinks } from "./017-sealed-onboarding-links.js";
import { invitedPeople } from "./018-invited-people.js";
import { whatsappNotices } from "./019-whatsapp-notices.js";

/**
 * The ordered migration set, kept in code rather than read from disk so that the bundled server carries
 * it. Names sort in the order they must run, numbered in order (020 is the next); never rename or edit one
 * that has shipped. The history before 001 is squashed into it (docs/decisions/256-one-initial-schema.md).
 */
const migrations: Record<string, Migration> = {
  "001-initial-schema": initialSchema,
  "002-one-created-at-index": oneCreatedAtIndex,
  "003-search-index-catches-up": searchIndexCatchesUp,
  "004-invited-check-before-update": invitedCheckBeforeUpdate,
  "005-demand-days": demandDays,
  "006-whatsapp": whatsapp,
  "007-staff-second-factor": staffSecondFactor,
  "008-staff-roles-and-sessions": staffRolesAndSessions,
  "009-staff-passkeys": staffPasskeys,
  "010-webauthn-challenge-expiry": webauthnChallengeExpiry,
  "011-whatsapp-number-stops": whatsappNumberStops,
  "012-integrations": integrations,
  "013-instance-claims": instanceClaims,
  "014-list-filters-and-authenticator-replacement": listFiltersAndAuthenticatorReplacement,
  "015-rights-desk": rightsDesk,
  "016-consent-ledger": consentLedger,
  "017-sealed-onboarding-links": sealedOnboardingLinks,
  "018-invited-people": invitedPeople,
  "019-whatsapp-notices": whatsappNotices,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
