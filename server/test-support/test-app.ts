import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../app.js";
import { type AppConfig, loadConfig } from "../config.js";
import { randomId } from "../lib/ids.js";
import { builtWorkers } from "./bundled-entry.js";

/**
 * A real database for one test file: SQLite in a temp dir by default, or a fresh PostgreSQL database
 * created on the server named by TEST_DATABASE_URL (CI runs the server tests a second time that way). With
 * TEST_POOLER_URL too (a transaction-mode PgBouncer in front of that server, deploy/pgbouncer-local.sh), the
 * app reaches it through the pooler and migrates on the direct address, as a deployment behind one does.
 */
export async function createTestDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-test-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `stashd_test_${randomId(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pooled = process.env.TEST_POOLER_URL ? new URL(process.env.TEST_POOLER_URL) : undefined;
  if (pooled) pooled.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: (pooled ?? url).toString(),
    databaseDirectUrl: pooled && url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment that points a server process at a test database (`startServerProcess`). */
export function databaseEnv(database: Awaited<ReturnType<typeof createTestDatabase>>): Record<string, string> {
  return {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
    ...(database.databaseDirectUrl && { DATABASE_DIRECT_URL: database.databaseDirectUrl }),
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions["logger"];
  onRoute?: BuildOptions["onRoute"];
  timeouts?: BuildOptions["timeouts"];
  jobs?: BuildOptions["jobs"];
}

/**
 * scrypt at a thousandth of the production work: staff accounts made in tests hash and verify in about a
 * millisecond instead of a third of a second each, the same code path with another stored cost.
 */
export const TEST_PASSWORD_COST = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

/** The app's configuration for a test database (quiet, cheap password hashing). */
export function testConfig(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  options: Pick<TestAppOptions, "env" | "config"> = {},
): AppConfig {
  return {
    ...loadConfig(
      { DATA_DIR: database.dataDir, LOG_LEVEL: "silent", ...options.env },
      path.join(database.dataDir, "no-client"),
    ),
    databaseUrl: database.databaseUrl,
    databaseDirectUrl: database.databaseDirectUrl,
    passwordCost: TEST_PASSWORD_COST,
    workerDir: builtWorkers(),
    ...options.config,
  };
}

/** Builds the real app on its own database; call `close()` in afterAll/afterEach. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config = testConfig(database, options);
  const app = await buildApp(config, {
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    timeouts: options.timeouts,
    jobs: options.jobs,
  });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
