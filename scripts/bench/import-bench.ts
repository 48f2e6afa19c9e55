// Import engine benchmark: `npx tsx scripts/bench/import-bench.ts` (or `npm run bench:import`).
// Targets (DESIGN §6, import brief): ≥ 1,000 products/s on PGlite with ~5 variants per
// product, peak RSS ≤ 300 MB for a 10,000-product / 50,000-variant file.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fork } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { openDatabase } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { countCatalogue, fileSource, importCatalogue, type ImportSummary } from "../../app/features/imports/import-engine.server";
import { generateBenchmarkCsv } from "../generate-demo-catalogue";

export interface ImportBenchResult {
  scenario: string;
  products: number;
  variants: number;
  seconds: number;
  productsPerSecond: number;
  variantsPerSecond: number;
  /** Resident set size with PGlite opened and migrated, just before the import, in MiB. */
  baselineRssMb: number;
  /** Highest resident set size sampled during the import, in MiB. */
  peakRssMb: number;
  /** Row counts in the database after the import. */
  database: { products: number; variants: number };
  summary: Pick<ImportSummary, "productsCreated" | "productsUpdated" | "productsUnchanged" | "variants" | "skipped"> & { errors: number };
}

/** Samples the resident set size every 50 ms while `work` runs. */
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, seconds: (performance.now() - started) / 1000, peakRssMb: peak / MIB };
  } finally {
    clearInterval(timer);
  }
}

const MIB = 1024 * 1024;
const SCENARIO_ENV = "RADWERK_IMPORT_BENCH_SCENARIO";

interface Scenario {
  label: string;
  file: string;
  pgliteDir: string;
  /** Only create and migrate the database, then exit (a shop's first start). */
  prepareOnly?: boolean;
}

/** One scenario, in this process: open (and migrate) the PGlite in `pgliteDir`, import `file`. */
async function runScenario({ label, file, pgliteDir, prepareOnly }: Scenario): Promise<ImportBenchResult | null> {
  const handle = await openDatabase({ pgliteDir });
  try {
    await migrateDatabase(handle);
    if (prepareOnly) return null;
    const baselineRssMb = process.memoryUsage.rss() / MIB;
    const { result: summary, seconds, peakRssMb } = await measure(() => importCatalogue(handle.db, [fileSource(file)]));
    const counts = await countCatalogue(handle.db);
    const products = summary.productsCreated + summary.productsUpdated + summary.productsUnchanged;
    const variants = summary.files.reduce((sum, entry) => sum + entry.variants, 0);
    if (summary.errors.length > 0) console.warn(`${label}: ${summary.errors.length} Fehler, z. B. ${summary.errors[0]?.message}`);
    return {
      scenario: label,
      products,
      variants,
      seconds,
      productsPerSecond: products / seconds,
      variantsPerSecond: variants / seconds,
      baselineRssMb,
      peakRssMb,
      database: counts,
      summary: {
        productsCreated: summary.productsCreated,
        productsUpdated: summary.productsUpdated,
        productsUnchanged: summary.productsUnchanged,
        variants: summary.variants,
        skipped: summary.skipped,
        errors: summary.errors.length,
      },
    };
  } finally {
    await handle.close();
  }
}

/** Each scenario runs in a fresh Node process, so its RSS is not inflated by the previous one. */
function runScenarioInChild(scenario: Scenario): Promise<ImportBenchResult | null> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [SCENARIO_ENV]: JSON.stringify(scenario) },
      execArgv: process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : ["--import", "tsx"],
    });
    let result: ImportBenchResult | null | undefined;
    child.on("message", (message) => {
      result = message as ImportBenchResult | null;
    });
    child.on("error", reject);
    child.on("exit", (code) => (result !== undefined ? resolve(result) : reject(new Error(`Benchmark-Szenario ${scenario.label} endete mit Code ${code}`))));
  });
}

/** The demo catalogue's 500-product file (spec: "500-product import"), when generated. */
function find500File(): string | undefined {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
  const candidates = [path.join(publicDir, "products-500.csv")];
  const importsDir = path.join(publicDir, "csv-imports");
  if (existsSync(importsDir)) {
    candidates.push(...readdirSync(importsDir).filter((file) => file.endsWith(".csv") && file.includes("500")).map((file) => path.join(importsDir, file)));
  }
  return candidates.find((file) => existsSync(file));
}

/**
 * Generates a 500-product file (unless the demo catalogue has one) and a 10,000-product /
 * 50,000-variant file, imports both into fresh PGlite databases, then imports the big
 * file a second time (nothing changed). Prints a table and returns the figures.
 */
export async function runImportBench(options: { products?: number; variantsPerProduct?: number } = {}): Promise<ImportBenchResult[]> {
  const productCount = options.products ?? 10_000;
  const variantsPerProduct = options.variantsPerProduct ?? 5;
  const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-import-bench-"));
  try {
    const bigFile = path.join(dir, `bench-${productCount}.csv`);
    const smallFile = find500File() ?? path.join(dir, "bench-500.csv");
    // The demo-catalogue generator writes realistic German products (long descriptions,
    // several images, EANs), deterministic for a given seed.
    if (!existsSync(smallFile)) await generateBenchmarkCsv(smallFile, { products: 500, variantsPerProduct, seed: "benchmark-500" });
    await generateBenchmarkCsv(bigFile, { products: productCount, variantsPerProduct });

    const results: ImportBenchResult[] = [];
    for (const scenario of [
      { label: `${path.basename(smallFile)} (new)`, file: smallFile, pgliteDir: path.join(dir, "db-small") },
      { label: `${productCount} products (new)`, file: bigFile, pgliteDir: path.join(dir, "db-big") },
      { label: `${productCount} products (unchanged)`, file: bigFile, pgliteDir: path.join(dir, "db-big") },
    ]) {
      // The database is created and migrated in a process of its own first, as on a shop's
      // first start: initdb's one-off memory use is not part of an import's footprint.
      if (!existsSync(scenario.pgliteDir)) await runScenarioInChild({ ...scenario, prepareOnly: true });
      const result = await runScenarioInChild(scenario);
      if (result) results.push(result);
    }
    printTable(results);
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(results: ImportBenchResult[]): void {
  const rows = [
    ["scenario", "products", "variants", "seconds", "products/s", "variants/s", "RSS before MiB", "peak RSS MiB", "import +MiB", "created/updated/unchanged", "in DB"],
    ...results.map((result) => [
      result.scenario,
      String(result.products),
      String(result.variants),
      result.seconds.toFixed(2),
      result.productsPerSecond.toFixed(0),
      result.variantsPerSecond.toFixed(0),
      result.baselineRssMb.toFixed(0),
      result.peakRssMb.toFixed(0),
      (result.peakRssMb - result.baselineRssMb).toFixed(0),
      `${result.summary.productsCreated}/${result.summary.productsUpdated}/${result.summary.productsUnchanged}`,
      `${result.database.products}/${result.database.variants}`,
    ]),
  ];
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  for (const row of rows) console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  "));
  console.log("RSS before: the scenario's process with PGlite opened and migrated, before importing; peak: highest 50 ms sample while importing.");
}

const scenarioJson = process.env[SCENARIO_ENV];
if (scenarioJson && process.send) {
  const result = await runScenario(JSON.parse(scenarioJson) as Scenario);
  process.send(result ?? null, () => process.exit(0));
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runImportBench();
}
