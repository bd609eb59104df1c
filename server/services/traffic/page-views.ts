import { sql } from "kysely";
import { MAX_NAMED_SOURCES_PER_DAY, OTHER_SOURCE } from "../../../contract/traffic-source.js";
import { istDayEnd, istDayOf } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { ownTransaction, type Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { createSaltStore, visitorKey } from "./salts.js";

/** Counts reach the database in batches this often, so the report is at most this far behind (≤ 15 s). */
export const TRAFFIC_FLUSH_MS = 5_000;
/** Rows per statement: well under SQLite's (32,766) and PostgreSQL's (65,535) limits on bound values. */
const CHUNK = 2_000;
/** Visitor keys per insert (sent as one parameter). */
const KEYS_PER_STATEMENT = 20_000;
/** Past this many remembered keys the memory is cleared: it only saves work, the database decides. */
const MAX_REMEMBERED = 500_000;

/** One counted page view: the page, the visit's source, and who (an address and a user agent, never kept). */
export interface CountedView {
  path: string;
  source: string;
  address: string;
  userAgent: string;
}

/** A visitor key's first sighting in this batch: which day, page (null for the site) and source it counts for. */
interface Sighting {
  day: string;
  path: string | null;
  source: string;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** What the beacon route needs of a counter: this one, or the one that hands views to the sign-up thread. */
export interface PageViewCounter {
  record(view: CountedView): void | Promise<void>;
  /** Writes what has been counted so far (the report shows it afterwards). */
  flush(): Promise<void>;
  /** Stops the timer and writes the last batch (the app's onClose, before the database closes). */
  close(): Promise<void>;
}

interface CounterDeps {
  db: Db;
  dialect: Dialect;
  log: PlainLog;
  /** Where a batch is written: its own transaction, or the sign-up thread's shared turns. */
  writes?: Writes;
  now?: () => Date;
}

/**
 * The page-view counter: a view costs a hash and a few map updates in memory; every few seconds the
 * batch is written in one transaction (docs/product.md, Traffic: a crash may lose the last seconds of
 * counts, never a sign-up). Whether a visitor is new today is decided by the database (the first
 * instance to insert a key wins), so several instances count a visitor once.
 */
export function createTrafficCounter({
  db,
  dialect,
  log,
  writes = ownTransaction(db),
  now = () => new Date(),
}: CounterDeps): PageViewCounter & { recordFlat(flat: string[]): Promise<void> } {
  const salts = createSaltStore(db);
  let views = new Map<string, number>();
  let sightings = new Map<string, Sighting>();
  // Keys this instance already knows are written: a returning visitor costs no database work.
  let written = new Set<string>();
  let writtenDay = "";
  let flushing: Promise<void> = Promise.resolve();
  // The Indian day, worked out again only when it ends: per view it cost as much as the visitor's hash.
  let day = { name: "", endsAt: 0 };
  function currentDay() {
    const at = now().getTime();
    const endsAt = istDayEnd(at);
    if (endsAt !== day.endsAt) day = { name: istDayOf(new Date(at)), endsAt };
    return day.name;
  }

  /** One view, on a day whose salt is known: a hash and a few map updates. */
  function count(day: string, salt: string, path: string, source: string, address: string, userAgent: string) {
    const viewKey = `${day}\n${path}\n${source}`;
    views.set(viewKey, (views.get(viewKey) ?? 0) + 1);
    // One hash per view: the page's key extends the site's (both die with the day's salt).
    const siteKey = visitorKey(salt, address, userAgent);
    const pageKey = siteKey + path;
    if (!written.has(siteKey) && !sightings.has(siteKey)) sightings.set(siteKey, { day, path: null, source });
    if (!written.has(pageKey) && !sightings.has(pageKey)) sightings.set(pageKey, { day, path, source });
  }

  async function record(view: CountedView) {
    const day = currentDay();
    count(day, await salts.saltOf(day), view.path, view.source, view.address, view.userAgent);
  }

  /** Views as the sign-up thread gets them (page-views-via-thread.ts): path, source, address, user agent of each. */
  async function recordFlat(flat: string[]) {
    const day = currentDay();
    const salt = await salts.saltOf(day);
    for (let i = 0; i + 3 < flat.length; i += 4) {
      count(day, salt, flat[i] as string, flat[i + 1] as string, flat[i + 2] as string, flat[i + 3] as string);
    }
  }

  async function write(batchViews: Map<string, number>, batchSightings: Map<string, Sighting>) {
    const today = istDayOf(now());
    if (today !== writtenDay || written.size > MAX_REMEMBERED) {
      written = new Set();
      if (today !== writtenDay) await salts.forgetBefore(today);
      writtenDay = today;
    }
    await writes(async (trx) => {
      const fresh = await insertNewKeys(trx, dialect, batchSightings);
      const pages = new Map<string, { visitors: number; pageviews: number }>();
      const site = new Map<string, number>();
      for (const [key, n] of batchViews) pages.set(key, { visitors: 0, pageviews: n });
      for (const [key, s] of batchSightings) {
        if (s.day === today) written.add(key);
        if (!fresh.has(key)) continue;
        if (s.path === null) {
          const siteKey = `${s.day}\n${s.source}`;
          site.set(siteKey, (site.get(siteKey) ?? 0) + 1);
        } else {
          const pageKey = `${s.day}\n${s.path}\n${s.source}`;
          const row = pages.get(pageKey) ?? { visitors: 0, pageviews: 0 };
          pages.set(pageKey, { ...row, visitors: row.visitors + 1 });
        }
      }
      await foldSources(trx, pages, site);
      for (const part of chunks([...pages])) {
        await trx
          .insertInto("trafficPageDays")
          .values(part.map(([key, n]) => ({ ...splitKey(key), ...n })))
          .onConflict((oc) =>
            oc.columns(["day", "path", "source"]).doUpdateSet((eb) => ({
              visitors: eb("trafficPageDays.visitors", "+", eb.ref("excluded.visitors")),
              pageviews: eb("trafficPageDays.pageviews", "+", eb.ref("excluded.pageviews")),
            })),
          )
          .execute();
      }
      for (const part of chunks([...site])) {
        await trx
          .insertInto("trafficSiteDays")
          .values(part.map(([key, visitors]) => ({ ...splitSiteKey(key), visitors })))
          .onConflict((oc) =>
            oc.columns(["day", "source"]).doUpdateSet((eb) => ({
              visitors: eb("trafficSiteDays.visitors", "+", eb.ref("excluded.visitors")),
            })),
          )
          .execute();
      }
    });
  }

  /** Writes what has been counted so far; a failed write is logged and its counts are lost. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (views.size === 0 && sightings.size === 0) return;
      const batch = [views, sightings] as const;
      views = new Map();
      sightings = new Map();
      await write(...batch).catch((error) => log.warn({ err: error }, "writing traffic counts failed"));
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), TRAFFIC_FLUSH_MS);
  timer.unref();
  return {
    record,
    recordFlat,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Inserts the batch's visitor keys, each with its day, and answers the ones that were not there yet
 * (another instance may have written some). The keys travel as one JSON or array parameter per chunk:
 * binding thousands of values one by one cost more than the inserts themselves.
 */
async function insertNewKeys(db: Db, dialect: Dialect, sightings: Map<string, Sighting>) {
  const fresh = new Set<string>();
  const byDay = new Map<string, string[]>();
  for (const [key, s] of sightings) {
    const keys = byDay.get(s.day);
    if (keys) keys.push(key);
    else byDay.set(s.day, [key]);
  }
  for (const [day, keys] of byDay) {
    for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
      const part = keys.slice(start, start + KEYS_PER_STATEMENT);
      const values =
        dialect === "sqlite"
          ? sql`select value, ${day} from json_each(${JSON.stringify(part)}) where true`
          : sql`select unnest(${part}::text[]), ${day}`;
      const { rows } = await sql<{ key: string }>`insert into traffic_seen (key, day) ${values}
        on conflict (key) do nothing returning key`.execute(db);
      for (const row of rows) fresh.add(row.key);
    }
  }
  return fresh;
}

/**
 * Keeps a day's named sources to MAX_NAMED_SOURCES_PER_DAY per page, and as many for the site: a batch's
 * source that the day does not know yet, past those, is counted under "Other" (merged into the batch's
 * counts in place). A link spray of made-up sources then adds one row per page and day, not one per
 * source. Instances writing at the same moment may each let one more in; the bound stays small.
 */
async function foldSources(
  db: Db,
  pages: Map<string, { visitors: number; pageviews: number }>,
  site: Map<string, number>,
) {
  const days = [...new Set([...pages.keys(), ...site.keys()].map((key) => key.split("\n")[0] ?? ""))];
  if (days.length === 0) return;
  const paths = [...new Set([...pages.keys()].map((key) => splitKey(key).path))];
  const known = new Map<string, Set<string>>();
  const remember = (group: string, source: string) => {
    const sources = known.get(group) ?? new Set<string>();
    sources.add(source);
    known.set(group, sources);
  };
  if (paths.length) {
    const rows = await db
      .selectFrom("trafficPageDays")
      .select(["day", "path", "source"])
      .where("day", "in", days)
      .where("path", "in", paths)
      .execute();
    for (const row of rows) remember(`${row.day}\n${row.path}`, row.source);
  }
  const siteRows = await db.selectFrom("trafficSiteDays").select(["day", "source"]).where("day", "in", days).execute();
  for (const row of siteRows) remember(row.day, row.source);

  /** The source a row of `group` is counted under: its own if the group knows it or has room, else Other. */
  const admitted = (group: string, source: string) => {
    const sources = known.get(group) ?? new Set<string>();
    if (source === OTHER_SOURCE || sources.has(source)) return source;
    const named = sources.size - (sources.has(OTHER_SOURCE) ? 1 : 0);
    if (named >= MAX_NAMED_SOURCES_PER_DAY) return OTHER_SOURCE;
    remember(group, source);
    return source;
  };
  // Busiest first, so that when a day fills up the sources that matter most keep their names.
  for (const [key, counts] of [...pages].sort(([, a], [, b]) => b.visitors + b.pageviews - a.visitors - a.pageviews)) {
    const { day, path, source } = splitKey(key);
    const kept = admitted(`${day}\n${path}`, source);
    if (kept === source) continue;
    pages.delete(key);
    const otherKey = `${day}\n${path}\n${kept}`;
    const other = pages.get(otherKey) ?? { visitors: 0, pageviews: 0 };
    pages.set(otherKey, { visitors: other.visitors + counts.visitors, pageviews: other.pageviews + counts.pageviews });
  }
  for (const [key, visitors] of [...site].sort(([, a], [, b]) => b - a)) {
    const { day, source } = splitSiteKey(key);
    const kept = admitted(day, source);
    if (kept === source) continue;
    site.delete(key);
    const otherKey = `${day}\n${kept}`;
    site.set(otherKey, (site.get(otherKey) ?? 0) + visitors);
  }
}

function splitKey(key: string) {
  const [day = "", path = "", source = ""] = key.split("\n");
  return { day, path, source };
}

function splitSiteKey(key: string) {
  const [day = "", source = ""] = key.split("\n");
  return { day, source };
}
