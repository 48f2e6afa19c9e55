// `npm run bench [case …]`: runs the benchmark cases (all when none is named).
// Performance targets live here, not in timed tests.
import { runAdminImportBench } from "./admin-import-bench";
import { runImportBench } from "./import-bench";
import { runOrderBench } from "./order-bench";
import { runStorefrontBench } from "./storefront-bench";

const CASES: Record<string, () => Promise<void>> = {
  import: async () => {
    await runImportBench();
  },
  // The same 10,000-product file through the admin page's upload, run and progress stream.
  "admin-import": async () => {
    await runAdminImportBench();
  },
  storefront: async () => {
    await runStorefrontBench();
  },
  // Concurrent checkouts through placeOrder on PGlite and (BENCH_DATABASE_URL) PostgreSQL.
  orders: async () => {
    await runOrderBench();
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in CASES));
if (unknown.length > 0) {
  console.error(`Unbekannter Benchmark: ${unknown.join(", ")}. Verfügbar: ${Object.keys(CASES).join(", ")}`);
  process.exit(1);
}
for (const name of requested.length > 0 ? requested : Object.keys(CASES)) {
  console.log(`\n=== Benchmark: ${name} ===`);
  await CASES[name]!();
}
