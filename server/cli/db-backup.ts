// `npm run db:backup -- <file>`: an online, consistent copy of the SQLite database, safe while the server
// runs and writes (SQLite's backup API copies a snapshot page by page; writers are not blocked for long).
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { loadConfig } from "../config.js";
import { SQLITE_FILE } from "../db/database.js";

async function backup(target: string | undefined) {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error("DATABASE_URL names PostgreSQL: back it up with pg_dump (see README, Operations).");
  }
  if (!target) throw new Error("usage: npm run db:backup -- <file>");
  const source = path.join(config.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source} (check DATA_DIR).`);
  if (fs.existsSync(target)) throw new Error(`${target} exists already; choose a new file.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { totalPages } = await db.backup(target);
    const copy = new SQLite(target, { readonly: true });
    const check = copy.pragma("integrity_check", { simple: true });
    copy.close();
    if (check !== "ok") throw new Error(`The copy failed its integrity check: ${check}`);
    console.log(`Backed up ${source} to ${target} (${totalPages} pages, integrity ok).`);
  } finally {
    db.close();
  }
}

backup(process.argv[2]).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
