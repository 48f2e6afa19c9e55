/**
 * Builds the deterministic demo catalogue: Shopify CSV files for every import preset,
 * product pictures and csv-imports/manifest.json, by default into public/.
 *
 *   npx tsx scripts/generate-demo-catalogue.ts [--out public] [--force]
 *
 * Does nothing when the manifest shows the same generator and inputs (use --force).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { currentDemoCatalogue, generateDemoCatalogue } from "./demo-catalogue/catalogue";

export {
  generateBenchmarkCsv,
  generateDemoCatalogue,
  currentDemoCatalogue,
  type BenchmarkOptions,
  type Manifest,
  type ManifestFile,
} from "./demo-catalogue/catalogue";
export { generateProducts, type DemoProduct, type ProductSpec } from "./demo-catalogue/product-model";
export { writeShopifyCsv, toShopifyCsv, SHOPIFY_COLUMNS } from "./demo-catalogue/shopify-csv";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface CliArgs {
  outDir: string;
  force: boolean;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { outDir: path.join(repoRoot, "public"), force: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--force") args.force = true;
    else if (arg === "--out" && argv[index + 1]) args.outDir = path.resolve(argv[++index] as string);
    else if (arg?.startsWith("--out=")) args.outDir = path.resolve(arg.slice("--out=".length));
    else throw new Error(`Unknown argument ${arg}. Usage: generate-demo-catalogue.ts [--out DIR] [--force]`);
  }
  return args;
}

async function main(): Promise<void> {
  const { outDir, force } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  if (!force && (await currentDemoCatalogue(outDir))) {
    console.log(`Demo catalogue in ${outDir} is up to date (use --force to rebuild).`);
    return;
  }
  const manifest = await generateDemoCatalogue(outDir, { force: true });
  const ms = Math.round(performance.now() - started);
  const megabytes = (manifest.totals.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Demo catalogue written to ${outDir} in ${ms} ms: ${manifest.files.length} CSV files, ` +
      `${manifest.totals.products} products, ${manifest.totals.variants} variants, ${manifest.images.count} images, ${megabytes} MB.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
