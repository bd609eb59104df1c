const FORMAT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/**
 * '22 Nov 2026, 4:05 pm IST' whatever the viewer's own time zone. Built from parts because ICU versions
 * differ in the separators and the case of am/pm they put in a whole formatted string.
 */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown time";
  const part = (type: Intl.DateTimeFormatPartTypes) => FORMAT.formatToParts(date).find((p) => p.type === type)?.value;
  const month = part("month")?.slice(0, 3);
  return `${part("day")} ${month} ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")?.toLowerCase()} IST`;
}
