import { BRAND_NAME } from "../../../contract/brand.js";
import type { AppConfig } from "../../config.js";
import type { BreachesTable } from "../../db/schema.js";
import { reportDueAt } from "./breaches.js";

const indiaTime = (iso: string) =>
  `${new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" }).format(new Date(iso))} IST`;

/**
 * The report to the Data Protection Board a breach needs within 72 hours (DPDP Rules, Rule 7(2)(b)): its
 * nature, extent, timing and location, likely impact, the measures taken to mitigate the risk, the remedial
 * steps, and whom to contact; a draft in plain text (Markdown) for the owner to check and send.
 */
export function breachReport(
  row: BreachesTable,
  config: Pick<AppConfig, "grievanceEmail" | "publicUrl">,
  notices: { sent: number; pending: number; failed: number; drill: number },
) {
  const items = (JSON.parse(row.dataItems) as string[]).join(", ");
  const filter = JSON.parse(row.filter) as Record<string, unknown>;
  const who =
    Object.keys(filter).length === 0
      ? "everyone on the waitlist"
      : `the waitlist entries matching ${JSON.stringify(filter)}`;
  const told = notices.sent + notices.pending + notices.failed;
  return [
    `# Report of a personal data breach${row.drill ? " (DRILL: not a real breach)" : ""}`,
    "",
    `To: the Data Protection Board of India`,
    `From: ${BRAND_NAME} (data fiduciary), ${config.publicUrl}`,
    `Reference: ${row.id}`,
    `Report due by: ${indiaTime(reportDueAt(row.foundAt))} (72 hours after it was found)`,
    "",
    "## 1. Nature of the breach",
    "",
    row.description,
    "",
    "## 2. Extent",
    "",
    `Personal data affected: ${items}.`,
    `Data principals affected: ${row.affected.toLocaleString("en-IN")} (${who}).`,
    "",
    "## 3. Timing and location",
    "",
    `Found at: ${indiaTime(row.foundAt)}. Recorded at: ${indiaTime(row.createdAt)}.`,
    `Location: ${row.location}`,
    "",
    "## 4. Likely impact",
    "",
    row.impact,
    "",
    "## 5. Measures taken to mitigate the risk",
    "",
    row.measures,
    "",
    "## 6. Remedial steps and safety measures for the people affected",
    "",
    row.remedial,
    told > 0
      ? `Each affected person is told on their own channel: ${notices.sent.toLocaleString("en-IN")} told so far, ${notices.pending.toLocaleString("en-IN")} on the way, ${notices.failed.toLocaleString("en-IN")} not reachable.`
      : row.drill && notices.drill > 0
        ? `Drill: ${notices.drill.toLocaleString("en-IN")} notices were prepared and none was sent.`
        : "The affected people have not been told yet.",
    "",
    "## 7. Contact",
    "",
    `Grievance officer: ${config.grievanceEmail}`,
    "",
  ].join("\n");
}
