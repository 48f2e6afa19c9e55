// `npm run bench [case …]`: runs the benchmark cases (all when none is named).
// Performance targets live here, not in timed tests.
import { runImportBench } from "./import-bench";

const CASES: Record<string, () => Promise<void>> = {
  import: async () => {
    await runImportBench();
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
