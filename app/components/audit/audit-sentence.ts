import type { AuditEntry } from "../../../contract/audit";
import { formatCount } from "../admin/format-count";

/** What an audit entry says in plain words, and the page of the person, wave or list it names. */
export interface AuditSentence {
  text: string;
  link?: { to: string; label: string };
}

type Details = Record<string, unknown>;

const INTEGRATIONS = { to: "/admin/integrations", label: "Open Integrations" };

const num = (value: unknown) => (typeof value === "number" ? value : Number(value ?? 0));
const count = (value: unknown) => formatCount(num(value));
const people = (value: unknown) => `${count(value)} ${num(value) === 1 ? "person" : "people"}`;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown): Details =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Details) : {};

/** A waitlist entry's page: the entry with its details, from which staff can invite the person. */
export const entryLink = (id: string) => ({
  to: `/admin/invite-form?survey=${encodeURIComponent(id)}`,
  label: "Open their waitlist entry",
});

/** A list filter (as the exports and bulk invites record it) in words: "home city Pune, confirmed only". */
export function filterWords(filter: Details): string {
  const words: string[] = [];
  if (str(filter.homeCity)) words.push(`home city ${str(filter.homeCity)}`);
  if (filter.confirmed === true) words.push("confirmed only");
  if (filter.confirmed === false) words.push("unconfirmed only");
  if (filter.invited === true) words.push("already invited");
  if (filter.invited === false) words.push("not yet invited");
  if (str(filter.status)) words.push(`status ${str(filter.status)}`);
  if (str(filter.source)) words.push(`source ${str(filter.source)}`);
  if (filter.search === true) words.push("a search");
  return words.length ? words.join(", ") : "no filter";
}

const grievances = { to: "/admin/grievances", label: "Open Grievances" };
const breaches = { to: "/admin/breaches", label: "Open Breaches" };

const intake = (value: unknown) => (value === null || value === undefined ? "no intake" : `${count(value)} a week`);

function hubChange(city: string, details: Details): string {
  const from = record(details.from);
  const to = record(details.to);
  const parts: string[] = [];
  if (from.status !== "live" && to.status === "live") {
    parts.push(
      to.weeklyCapacity === null || to.weeklyCapacity === undefined
        ? `Opened ${city} without an intake yet`
        : `Opened ${city} with an intake of ${count(to.weeklyCapacity)} a week`,
    );
  } else if (from.weeklyCapacity !== to.weeklyCapacity) {
    parts.push(`Changed ${city}'s intake from ${intake(from.weeklyCapacity)} to ${intake(to.weeklyCapacity)}`);
  }
  if (from.backfill !== to.backfill) {
    parts.push(`${to.backfill ? "Turned on" : "Turned off"} automatic refilling of freed places in ${city}`);
  }
  return parts.join("; ") || `Saved ${city} unchanged`;
}

export function auditSentence(entry: AuditEntry): AuditSentence {
  const d = entry.details;
  const person = entry.target ? { link: entryLink(entry.target) } : {};
  const mailFailed = d.mailFailed === true ? " (the e-mail failed to send)" : "";
  switch (entry.action) {
    case "auth.sign_in":
      return { text: "Signed in" };
    case "auth.sign_in_failed":
      return { text: "Tried to sign in with a wrong e-mail or password" };
    case "auth.sign_out":
      return { text: "Signed out" };
    case "auth.second_factor_enrolled":
      return { text: "Set up an authenticator app (and got new recovery codes)" };
    case "auth.second_factor_passed":
      return { text: "Passed the second factor" };
    case "auth.second_factor_failed":
      return d.locked
        ? { text: `Entered ${count(d.attempts)} wrong second-factor codes; further codes refused for a while` }
        : { text: "Entered a wrong second-factor code" };
    case "auth.recovery_code_used":
      return { text: `Used a recovery code (${count(d.remaining)} left)` };
    case "auth.recovery_codes_renewed":
      return { text: "Made new recovery codes (the old ones stopped working)" };
    case "auth.second_factor_replaced":
      return { text: "Replaced their authenticator app (the old one stopped working)" };
    case "auth.password_changed":
      return { text: `Changed their password; ${count(d.sessionsEnded)} other sessions ended` };
    case "auth.second_factor_reset":
      return { text: "Reset a staff account's second factors; its sessions ended" };
    case "auth.passkey_added":
      return { text: "Added a passkey" };
    case "auth.passkey_removed":
      return { text: "Removed a passkey" };
    case "invite.created":
      return {
        text: `Invited a person ${d.source === "survey" ? "from the waitlist" : "by hand"}${mailFailed}`,
        ...person,
      };
    case "invite.resent":
      return { text: `Re-sent an invite${mailFailed}`, ...person };
    case "invite.revoked":
      return { text: "Revoked an invite", ...person };
    case "invite.bulk":
      return d.selected !== undefined
        ? { text: `Invited ${people(d.selected)} chosen from the waitlist` }
        : { text: `Invited ${people(d.matching)} matching ${filterWords(record(d.filter))}` };
    case "job.cancelled":
      return {
        text: `Stopped a bulk invite after ${count(d.sent)} sent (${count(d.skipped)} skipped, ${count(d.failed)} failed)`,
      };
    case "export.waitlist":
      return { text: `Downloaded the waitlist (${filterWords(d)})` };
    case "export.invites":
      return { text: `Downloaded the invites (${filterWords(d)})` };
    case "waitlist.erased":
      return { text: "Erased a person's waitlist entry and everything kept about them" };
    case "waitlist.left":
      return { text: "A person left the waitlist; their entry was erased" };
    case "waitlist.unconfirmed_purged":
      return {
        text: `Erased ${count(d.erased)} entries never confirmed within ${count(d.afterDays)} days`,
      };
    case "staff.added":
      return {
        text: `Added a staff account${entry.target ? ` for ${entry.target}` : ""}${d.role ? ` (${d.role})` : ""}`,
      };
    case "staff.removed":
      return { text: "Removed a staff account" };
    case "staff.password_reset":
      return { text: "Reset a staff password" };
    case "staff.role_changed":
      return { text: `Changed the role of ${entry.target ?? "a staff account"} from ${d.from} to ${d.to}` };
    case "session.ended": {
      const count = Number(d.count ?? 1);
      return {
        text: `Ended ${count === 1 ? "a session" : `${count} sessions`} of ${entry.target ?? "a staff account"}`,
      };
    }
    case "webhook.added":
      return { text: `Added a webhook endpoint ${str(d.url)}`, link: INTEGRATIONS };
    case "webhook.removed":
      return { text: "Removed a webhook endpoint", link: INTEGRATIONS };
    case "webhook.resent":
      return { text: "Sent a webhook event again", link: INTEGRATIONS };
    case "api_key.created":
      return { text: `Created the ${str(d.scope)} API key "${str(d.name)}"`, link: INTEGRATIONS };
    case "api_key.revoked":
      return { text: `Revoked the API key "${str(d.name)}"`, link: INTEGRATIONS };
    case "api_key.used":
      return { text: `Called ${str(d.method)} ${str(d.route)} with an API key` };
    case "import.started":
      return { text: `Imported a file of ${people(d.valid)} (${count(d.rows)} rows)` };
    case "import.confirm_asked":
      return { text: `Asked ${people(d.asked)} who were imported to confirm` };
    case "hub.updated":
      return { text: hubChange(entry.target ?? "a city", d), link: { to: "/admin/hubs", label: "Open Hubs" } };
    case "hub.wave_sent": {
      const over = d.override === true ? `, over the ${count(d.proposed)} proposed` : "";
      return {
        text: `Invited ${people(d.size)} (wave for ${str(d.city)}${over})`,
        link: { to: "/admin/hubs", label: "See the wave in Hubs" },
      };
    }
    case "hub.backfill":
      return {
        text: `Invited the next person in ${str(d.city)} to fill a place freed by an ${d.replaced === "revoked" ? "invite revoked" : "invite that expired"}`,
        ...person,
      };
    case "person.exported":
      return { text: "A person downloaded everything we hold about them", ...person };
    case "grievance.raised":
      return { text: `A grievance was raised (${entry.target ?? ""})`, link: grievances };
    case "grievance.answered":
      return { text: `Answered grievance ${entry.target ?? ""}`, link: grievances };
    case "grievance.closed":
      return { text: `Closed grievance ${entry.target ?? ""}`, link: grievances };
    case "retention.run":
      return {
        text: `Retention run: warned ${people(d.warned)}, erased ${people(d.erased)}, purged ${count(d.purged)} log records`,
        link: { to: "/admin/retention", label: "Open Retention" },
      };
    case "breach.recorded":
      return {
        text: `Recorded a breach${d.drill === true ? " (drill)" : ""} affecting ${people(d.affected)}`,
        link: breaches,
      };
    case "breach.report_downloaded":
      return { text: "Downloaded a breach report", link: breaches };
    case "breach.reported":
      return { text: "Marked a breach report as sent to the Data Protection Board", link: breaches };
    case "breach.notified":
      return {
        text: `Started telling ${people(d.affected)} of a breach${d.drill === true ? " (drill: nothing sent)" : ""}`,
        link: breaches,
      };
  }
}
