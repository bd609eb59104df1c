import type { StaffRole } from "../../contract/staff.js";

/**
 * Table types as the application sees them (camelCase; CamelCasePlugin maps them to snake_case columns).
 * Timestamps are ISO-8601 UTC strings in both dialects so that code and tests behave identically on
 * SQLite and PostgreSQL (see docs/history.md, 003).
 */
export interface CitiesTable {
  id: string;
  name: string;
  status: "live" | "planned";
  sortOrder: number;
  createdAt: string;
  /**
   * New members the hub can take in a week (Monday to Sunday, India time); null when unset
   * (migrations/001-initial-schema/waitlist.ts).
   */
  weeklyCapacity?: number | null;
  /** 1 when expired or revoked invites of the city are replaced automatically. */
  backfill?: number;
  /** When backfill was last turned on: invites that ended before it are not replaced. */
  backfillSince?: string | null;
  /** When the city closed: its people's entries have served their purpose (migrations/015-rights-desk.ts). */
  closedAt?: string | null;
}

export interface SurveyResponsesTable {
  id: string;
  name: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** E.164. */
  phone: string;
  company: string;
  tripsPerMonth: string;
  homeCity: string;
  /** JSON array of city names. */
  preferredCities: string;
  consentAt: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  /** First sign-up time (the API calls it `timestamp`). */
  createdAt: string;
  updatedAt: string;
  /** When the owner opened their personal page (docs/decisions/060); null until then. */
  confirmedAt: string | null;
  /** The code in this person's referral link (`?ref=`). */
  referralCode: string | null;
  /** The referral code the person signed up with, if any. */
  referredBy: string | null;
  /** Confirmed referrals credited to this person. */
  referrals: number;
  /** 1 once the person chose to appear in "Top referrers"; optional for inserts. */
  showInTopReferrers?: number;
  /**
   * 0 until the funnel's read model counted the entry (services/funnel/read-model.ts), then 1; optional
   * for inserts (the default is 0).
   */
  rolledUp?: number;
  /** When this person was first invited (not revoked): kept by the invite triggers of
   * migrations/001-initial-schema/invited-entries.ts, and set by the read model's refresh for an entry whose
   * address was invited before it joined; null when never. */
  invitedAt: string | null;
  /**
   * Until when this person counts as invited (kept by the invite triggers of
   * migrations/001-initial-schema/invited-entries.ts); null when never.
   */
  invitedUntil: string | null;
  /** Place-in-line key: sign-up time in ms, minus a week per referral (docs/decisions/061). */
  queueMs: number | string;
  /** Why the last personal-link e-mail could not be sent; null once one goes out. */
  mailError: string | null;
  /** The first page of the sign-up's visit and its source (docs/product.md, Traffic); null when unknown. */
  landingPath?: string | null;
  landingSource?: string | null;
  /** When the person agreed to WhatsApp messages (migrations/006-whatsapp.ts); null: e-mail only. */
  whatsappOptInAt?: string | null;
  /** The id of the consent notice they saw (contract/whatsapp.ts, WHATSAPP_NOTICE). */
  whatsappNotice?: string | null;
  /** A STOP reply or turning it off; the opt-in stays on record, the place in line too. */
  whatsappStoppedAt?: string | null;
  /** The language the person chose on the form (contract/languages.ts); optional for inserts ("en"). */
  language?: string;
  /** The keyed pseudonym their consent records carry (services/consent/subject.ts); null before the ledger. */
  consentSubject?: string | null;
  /** When the entry came in by an import (migrations/012-integrations.ts); null for a sign-up. */
  importedAt?: string | null;
  /** When staff asked an imported entry to confirm: until then it is sent nothing and never purged. */
  confirmAskedAt?: string | null;
}

/** The consent ledger (migrations/016-consent-ledger.ts): never updated; chained by hash. */
export interface ConsentRecordsTable {
  /** Given by the chain (SQLite: the server; PostgreSQL: a trigger); optional for inserts. */
  seq?: number;
  subject: string;
  purpose: string;
  action: string;
  noticeVersion: string;
  language: string;
  channel: string;
  at: string;
  detail?: string;
  prevHash?: string;
  hash?: string;
}

/** A personal-page link's token, stored only as its SHA-256 (the link itself is never kept). */
export interface PersonalTokensTable {
  tokenHash: string;
  surveyResponseId: string;
  createdAt: string;
  /** 'page' opens the personal page; 'unsubscribe' only leaves the waitlist. */
  scope?: TokenScope;
}
export type TokenScope = "page" | "unsubscribe";

/** One credit per referred person, written when they confirm. */
/** Personal-link e-mail not yet sent (migrations/001-initial-schema/personal-page.ts). */
export interface PendingPersonalMailTable {
  id: string;
  email: string;
  kind: "welcome" | "already" | "link";
  attempt: number;
  dueAt: string;
  tokenHash: string | null;
  /** The instance holding its claim (services/claims/instance-claims.ts); null when nobody does. */
  claimedBy?: string | null;
}

export type WhatsappKind = "confirm" | "invite" | "reply" | "notice";
export type WhatsappStatus = "pending" | "sent" | "delivered" | "read" | "failed";

/** A number's own STOP and its day's confirmation, by keyed hash (migrations/011-whatsapp-number-stops.ts). */
export interface WhatsappNumbersTable {
  numberKey: string;
  stoppedAt: string | null;
  confirmSentAt: string | null;
  confirmMessageId: string | null;
}

/** One WhatsApp message, from intent to its last status (migrations/006-whatsapp.ts). */
export interface WhatsappMessagesTable {
  id: string;
  surveyResponseId: string;
  inviteId: string | null;
  kind: WhatsappKind;
  /** E.164 digits without "+". */
  toNumber: string;
  /** JSON: the template's parameters, or a reply's text. */
  body: string;
  confirmPayload: string | null;
  payloadUsedAt: string | null;
  status: WhatsappStatus;
  waMessageId: string | null;
  attempt: number;
  /** When it may be tried (again); null once settled. */
  dueAt: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  fallbackAt: string | null;
  /** The instance holding its claim (services/claims/instance-claims.ts); null when nobody does. */
  claimedBy?: string | null;
}

export interface ReferralCreditsTable {
  referredId: string;
  referrerId: string;
  /** Hash of the confirming request's network (for the per-network daily cap), never the address itself. */
  network: string;
  /** Hash of the referred person's canonical mailbox (unique: one credit per mailbox); null before 063. */
  mailbox: string | null;
  createdAt: string;
}

export type InviteStatus = "pending" | "sent" | "accepted" | "expired" | "revoked";

export interface InvitesTable {
  id: string;
  email: string;
  name: string;
  phone: string;
  source: string;
  status: InviteStatus;
  surveyResponseId: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
  /** The city the invite is for: the entry's home city, or staff's choice; null when there is neither. */
  city?: string | null;
  /** When the invite's e-mail is (next) due; null when there is nothing to send (docs/decisions/254). */
  mailDueAt?: string | null;
  /** How many times its e-mail was tried. */
  mailAttempt?: number;
  /** The instance holding its e-mail's claim (services/claims/instance-claims.ts). */
  claimedBy?: string | null;
  /**
   * 1 for an invite made before sealed links, whose bare id still opens it while it is open; 0 otherwise
   * (lib/onboarding-code.ts).
   */
  bareLink: number;
}

/** A wave of invites sent for one hub (migrations/001-initial-schema/hubs.ts). */
export interface HubWavesTable {
  id: string;
  city: string;
  size: number;
  /** The proposed size when it was sent; size above it needed an override. */
  proposed: number;
  override: number;
  jobId: string;
  /** The staff member's e-mail. */
  createdBy: string;
  createdAt: string;
}

export interface HubWaveMembersTable {
  waveId: string;
  surveyResponseId: string;
}

/** An ended invite that backfill replaced; the key is the claim, so two instances never replace one twice. */
export interface HubBackfillsTable {
  endedInviteId: string;
  city: string;
  inviteId: string | null;
  createdAt: string;
}

export interface UsersTable {
  id: string;
  inviteId: string;
  email: string;
  name: string;
  phone: string;
  termsAcceptedAt: string;
  createdAt: string;
}

export interface StaffTable {
  id: string;
  email: string;
  passwordHash: string;
  /** owner, admin or viewer (contract/staff.ts). */
  role: StaffRole;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a leaked table does not leak usable sessions. */
  id: string;
  staffId: string;
  /** What the sessions list shows and ends a session by: never the hash above. */
  publicId: string;
  /** The client address at sign-in (as the rate limits count it) and a readable label of its browser. */
  address: string | null;
  device: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** When the session last passed a second factor; null: password only (migration 007). */
  secondFactorAt: string | null;
}

/** One TOTP per account; the secret is sealed (server/services/second-factor/secret-box.ts). */
/** A WebAuthn credential (migration 009): id is the credential id, base64url. */
export interface StaffPasskeysTable {
  id: string;
  staffId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** JSON array of the authenticator's transports, a hint for the browser. */
  transports: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A WebAuthn challenge, spent by the first verify that reads it; id is the SHA-256 of its cookie value. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  /** Registration: the account it was issued to; sign-in: null. */
  staffId: string | null;
  expiresAt: string;
}

export interface StaffTotpTable {
  staffId: string;
  sealedSecret: string;
  /** Null until the first code confirms the authenticator app. */
  enabledAt: string | null;
  /** The last 30-second step accepted: a code counts once. */
  lastStep: number | null;
  createdAt: string;
  /** A new app's sealed secret while it is being set up to replace this one (migration 014); else null. */
  replacementSecret?: string | null;
}

export interface StaffRecoveryCodesTable {
  /** SHA-256 of the code: the codes are random, so no slow hash is needed. */
  codeHash: string;
  staffId: string;
  usedAt: string | null;
}

export interface MailOutboxTable {
  id: string;
  inviteId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON object of extra headers (e.g. List-Unsubscribe); null when there are none. */
  headers: string | null;
  createdAt: string;
}

/**
 * Counts kept by the read model and triggers (migrations/001-initial-schema/row-counts.ts): 'survey_responses',
 * 'confirmed', 'invited_people'.
 */
export interface RowCountsTable {
  name: string;
  n: number | string;
}

/** docs/decisions/055-audit-log.md: who did what, when, from where; never personal data of the public. */
export interface AuditLogTable {
  id: string;
  createdAt: string;
  action: string;
  /** The staff account, when one acted (null for the CLI and for unknown sign-in addresses). */
  actorId: string | null;
  /** Staff e-mail, or `cli:<os user>`, or `unknown` for a failed sign-in with no matching account. */
  actor: string;
  ip: string | null;
  target: string | null;
  /** JSON object: counts, filters, outcomes (no e-mails of the public, no secrets). */
  details: string;
}

export type JobStatus = "queued" | "running" | "done" | "failed" | "cancelled";

export interface JobsTable {
  id: string;
  kind: string;
  status: JobStatus;
  /** JSON input; cleared when the job ends, as it may hold a search term. */
  params: string | null;
  /** Where a resumed job carries on (JSON, kind-specific). */
  cursor: string | null;
  total: number;
  sent: number;
  skipped: number;
  failed: number;
  error: string | null;
  createdBy: string | null;
  leaseOwner: string | null;
  leaseUntil: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** A bulk invite's entries, read once when it starts: ids as a JSON array, a thousand to a chunk. */
export interface JobSnapshotsTable {
  jobId: string;
  chunk: number;
  ids: string;
}

/** Fixed-window counters shared by instances on PostgreSQL (server/services/rate-limit). */
export interface ThrottleCountersTable {
  key: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  resetAt: number | string;
}

/**
 * Traffic counting (migrations/001-initial-schema/traffic.ts): the day's secret salt, deleted when the Indian
 * day is over.
 */
export interface TrafficSaltsTable {
  day: string;
  salt: string;
}

/** Today's salted visitor hashes (per page and per site), so a visitor counts once a day. */
export interface TrafficSeenTable {
  key: string;
  day: string;
}

export interface TrafficPageDaysTable {
  day: string;
  path: string;
  source: string;
  visitors: number;
  pageviews: number;
}

export interface TrafficSiteDaysTable {
  day: string;
  source: string;
  visitors: number;
}

/** Sign-ups per day, landing page and source, kept by the funnel's read model (and an erasure's trigger). */
export interface TrafficJoinDaysTable {
  day: string;
  path: string;
  source: string;
  joins: number;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** An owner's webhook endpoint (migrations/012-integrations.ts). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** The signing secret, sealed (services/second-factor/secret-box.ts). */
  secret: string;
  createdBy: string | null;
  createdAt: string;
  disabledAt: string | null;
  disabledReason: string | null;
}

/** One event for one endpoint; `eventId` is the `webhook-id` of every attempt. */
export interface WebhookDeliveriesTable {
  endpointId: string;
  eventId: string;
  type: string;
  subjectId: string | null;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When it may be tried (again); null once settled. A claim moves it ahead (a lease). */
  dueAt: string | null;
  /** The instance holding the claim (migrations/013-instance-claims.ts); null when nobody holds it. */
  claimedBy?: string | null;
  lastResponseCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookAttemptsTable {
  endpointId: string;
  eventId: string;
  attempt: number;
  at: string;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

/** An API key: stored only as its SHA-256. */
export interface ApiKeysTable {
  id: string;
  name: string;
  scope: "read" | "invite";
  keyHash: string;
  prefix: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export type GrievanceStatus = "open" | "answered" | "closed";

/** A grievance (migrations/015-rights-desk.ts); `person` is the entry's id, or its pseudonym once erased. */
export interface GrievancesTable {
  reference: string;
  person: string | null;
  email: string | null;
  message: string;
  status: GrievanceStatus;
  receivedAt: string;
  dueAt: string;
  outerDueAt: string;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  closedAt: string | null;
}

export type NoticeKind = "grievance_ack" | "grievance_answer" | "retention_warning" | "breach";
export type NoticeStatus = "pending" | "sent" | "failed" | "drill";

/** A notice of the rights desk: its durable queue and the message log of a person's export. */
export interface PersonNoticesTable {
  id: string;
  person: string | null;
  email: string | null;
  kind: NoticeKind;
  ref: string;
  channel: string;
  language: string;
  status: NoticeStatus;
  attempt: number;
  dueAt: string | null;
  /** The instance holding the claim (a lease on dueAt); optional for inserts. */
  claimedBy?: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A breach and what its report to the Data Protection Board says (Rule 7). */
export interface BreachesTable {
  id: string;
  foundAt: string;
  description: string;
  /** JSON array of the data items affected. */
  dataItems: string;
  /** JSON: the waitlist filter of the people affected; {} is everyone. */
  filter: string;
  location: string;
  impact: string;
  measures: string;
  remedial: string;
  drill: number;
  affected: number;
  createdBy: string;
  createdAt: string;
  reportedAt: string | null;
  notifyJobId: string | null;
}

export interface Database {
  grievances: GrievancesTable;
  personNotices: PersonNoticesTable;
  breaches: BreachesTable;
  cities: CitiesTable;
  surveyResponses: SurveyResponsesTable;
  invites: InvitesTable;
  users: UsersTable;
  staff: StaffTable;
  sessions: SessionsTable;
  staffTotp: StaffTotpTable;
  staffRecoveryCodes: StaffRecoveryCodesTable;
  staffPasskeys: StaffPasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
  mailOutbox: MailOutboxTable;
  personalTokens: PersonalTokensTable;
  referralCredits: ReferralCreditsTable;
  pendingPersonalMail: PendingPersonalMailTable;
  whatsappMessages: WhatsappMessagesTable;
  whatsappNumbers: WhatsappNumbersTable;
  rowCounts: RowCountsTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
  jobSnapshots: JobSnapshotsTable;
  throttleCounters: ThrottleCountersTable;
  trafficSalts: TrafficSaltsTable;
  trafficSeen: TrafficSeenTable;
  trafficPageDays: TrafficPageDaysTable;
  trafficSiteDays: TrafficSiteDaysTable;
  trafficJoinDays: TrafficJoinDaysTable;
  hubWaves: HubWavesTable;
  hubWaveMembers: HubWaveMembersTable;
  hubBackfills: HubBackfillsTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
  apiKeys: ApiKeysTable;
  consentRecords: ConsentRecordsTable;
}

export type Dialect = "sqlite" | "postgres";
