// `npm run consent -- verify`: walks the consent ledger's hash chain and exits non-zero naming the first
// record changed, removed or inserted out of turn. `npm run consent -- purge`: removes the records of people
// erased more than a year ago (the server also does this every minute), leaving the chain verifiable.
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { purgeErasedConsents } from "../services/consent/purge.js";
import { verifyChain } from "../services/consent/verify.js";

async function main(command: string | undefined): Promise<number> {
  const { db } = createDatabase(loadConfig());
  try {
    if (command === "purge") {
      console.log(`Purged ${await purgeErasedConsents(db)} consent records of people erased over a year ago.`);
      return 0;
    }
    if (command !== "verify") {
      console.error("usage: npm run consent -- verify | purge");
      return 2;
    }
    const report = await verifyChain(db);
    if (report.problem) {
      console.error(`Consent ledger: record ${report.problem.seq} was ${report.problem.problem}.`);
      return 1;
    }
    console.log(
      `Consent ledger intact: ${report.records} records (${report.purged} purged and accounted for), head ${report.head}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
