import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORY_TREE } from "../../app/features/catalog/category-tree";
import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_PARTS,
} from "../../app/features/imports/import-categories";
import { imageFileName, renderImage, type ImageSubject } from "./bike-svg";
import { planDemoCatalogue, type PlannedFile } from "./file-plan";
import { CATEGORY_RECIPES } from "./german-names";
import { generateProducts, type DemoProduct } from "./product-model";
import { toShopifyCsv, writeShopifyCsv, type CsvStats } from "./shopify-csv";

/** Bump when the output changes in a way the source fingerprint would not show. */
export const GENERATOR_VERSION = 1;
export const MANIFEST_PATH = "csv-imports/manifest.json";
export const IMAGES_DIR = "images/products";

export interface ManifestFile {
  /** Below the output folder, '/'-separated: 'csv-imports/trail-fullys.csv'. */
  readonly path: string;
  /** Address on the site: '/csv-imports/trail-fullys.csv'. */
  readonly url: string;
  readonly presets: readonly string[];
  readonly products: number;
  /** Shopify variants: every product has at least one (a 'Default Title' one when it has no options). */
  readonly variants: number;
  /** Variants of products that have options: the rows an importer keeps when 'Default Title' means "no variants". */
  readonly variantsWithOptions: number;
  readonly rows: number;
  readonly bytes: number;
  readonly sha256: string;
  readonly categorySlug?: string;
  readonly categoryName?: string;
}

export interface Manifest {
  readonly generator: "radwerk-demo-catalogue";
  readonly version: number;
  /** Hash of generator version, generator sources and category inputs; equal ⇒ output is current. */
  readonly fingerprint: string;
  readonly files: readonly ManifestFile[];
  readonly images: { readonly count: number; readonly bytes: number; readonly files: readonly string[] };
  /** Distinct products and variants over all files (the same handle counted once). */
  readonly totals: {
    readonly files: number;
    readonly products: number;
    readonly variants: number;
    readonly bytes: number;
  };
}

export interface GenerateOptions {
  /** Regenerate even when the manifest says the output is current. */
  readonly force?: boolean;
}

const moduleDir = path.dirname(fileURLToPath(import.meta.url));

/** Changes whenever the generator code or the category inputs change. */
export async function demoCatalogueFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`version ${GENERATOR_VERSION}\n`);
  const sources = (await readdir(moduleDir))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort();
  for (const name of sources) {
    // Normalise line endings so a Windows checkout does not count as a change.
    hash.update(`${name}\n${(await readFile(path.join(moduleDir, name), "utf8")).replace(/\r\n/g, "\n")}\n`);
  }
  hash.update(
    JSON.stringify({ CATEGORY_TREE, EBIKE_CATEGORY_FILES, CONSOLIDATED_BIKE_CATEGORIES, REGULAR_BIKE_IMPORT_PARTS }),
  );
  return hash.digest("hex");
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function readManifest(outDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(outDir, MANIFEST_PATH), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** The manifest when every listed file exists and the fingerprint matches; otherwise null. */
export async function currentDemoCatalogue(outDir: string): Promise<Manifest | null> {
  const manifest = await readManifest(outDir);
  if (
    !manifest ||
    manifest.version !== GENERATOR_VERSION ||
    manifest.fingerprint !== (await demoCatalogueFingerprint())
  )
    return null;
  const listed = [
    ...manifest.files.map((file) => file.path),
    ...manifest.images.files.map((file) => `${IMAGES_DIR}/${file}`),
  ];
  const present = await mapLimit(listed, 32, (file) => exists(path.join(outDir, file)));
  return present.every(Boolean) ? manifest : null;
}

/** Like Promise.all over `items`, with at most `limit` running at once (keeps open files low). */
async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Every picture the products reference, once, in first-use order. */
function referencedImages(files: readonly PlannedFile[]): ImageSubject[] {
  const subjects = new Map<string, ImageSubject>();
  for (const file of files) {
    for (const product of file.products) {
      for (const image of product.images) subjects.set(imageFileName(image.subject), image.subject);
      for (const variant of product.variants)
        if (variant.image) subjects.set(imageFileName(variant.image.subject), variant.image.subject);
    }
  }
  return [...subjects.values()];
}

function hasOptions(product: DemoProduct): boolean {
  return !(product.options.length === 1 && product.options[0]?.name === "Title");
}

function distinctTotals(files: readonly PlannedFile[]): { products: number; variants: number } {
  const seen = new Map<string, DemoProduct>();
  for (const file of files) for (const product of file.products) seen.set(product.handle, product);
  let variants = 0;
  for (const product of seen.values()) variants += product.variants.length;
  return { products: seen.size, variants };
}

/**
 * Writes the demo CSV files, product pictures and csv-imports/manifest.json into `outDir`
 * (normally public/). Skips all work when the manifest shows the same generator and inputs.
 * The folders csv-imports/ and images/products/ belong to the generator and are rebuilt.
 */
export async function generateDemoCatalogue(outDir: string, options: GenerateOptions = {}): Promise<Manifest> {
  if (!options.force) {
    const current = await currentDemoCatalogue(outDir);
    if (current) return current;
  }
  const previous = await readManifest(outDir);
  const fingerprint = await demoCatalogueFingerprint();
  const { files } = planDemoCatalogue();

  // Remove the previous output so no stale file survives a change of plan.
  await rm(path.join(outDir, "csv-imports"), { recursive: true, force: true });
  await rm(path.join(outDir, IMAGES_DIR), { recursive: true, force: true });
  const planned = new Set(files.map((file) => file.path));
  for (const old of previous?.files ?? []) {
    if (!planned.has(old.path) && !old.path.includes("..")) await rm(path.join(outDir, old.path), { force: true });
  }
  await mkdir(path.join(outDir, "csv-imports"), { recursive: true });
  await mkdir(path.join(outDir, IMAGES_DIR), { recursive: true });

  const manifestFiles: ManifestFile[] = await mapLimit(files, 32, async (file) => {
    const csv = toShopifyCsv(file.products);
    await writeFile(path.join(outDir, file.path), csv);
    return {
      path: file.path,
      url: `/${file.path}`,
      presets: file.presets,
      products: file.products.length,
      variants: file.products.reduce((sum, product) => sum + product.variants.length, 0),
      variantsWithOptions: file.products.reduce(
        (sum, product) => sum + (hasOptions(product) ? product.variants.length : 0),
        0,
      ),
      // Shopify layout: one row per variant plus one per further image.
      rows: file.products.reduce(
        (sum, product) => sum + product.variants.length + Math.max(0, product.images.length - 1),
        0,
      ),
      bytes: Buffer.byteLength(csv),
      sha256: sha256(csv),
      ...(file.category ? { categorySlug: file.category.slug, categoryName: file.category.name } : {}),
    };
  });

  const images = referencedImages(files);
  const imageBytes = await mapLimit(images, 32, async (subject) => {
    const svg = renderImage(subject);
    await writeFile(path.join(outDir, IMAGES_DIR, imageFileName(subject)), svg);
    return Buffer.byteLength(svg);
  });

  const csvBytes = manifestFiles.reduce((sum, file) => sum + file.bytes, 0);
  const totalImageBytes = imageBytes.reduce((sum, bytes) => sum + bytes, 0);
  const manifest: Manifest = {
    generator: "radwerk-demo-catalogue",
    version: GENERATOR_VERSION,
    fingerprint,
    files: manifestFiles,
    images: { count: images.length, bytes: totalImageBytes, files: images.map(imageFileName) },
    totals: {
      files: manifestFiles.length + images.length,
      ...distinctTotals(files),
      bytes: csvBytes + totalImageBytes,
    },
  };
  // Written last and renamed into place: an interrupted run leaves no current-looking manifest.
  const manifestFile = path.join(outDir, MANIFEST_PATH);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}

export interface BenchmarkOptions {
  readonly products: number;
  readonly variantsPerProduct: number;
  /** Another seed gives another, equally deterministic file. */
  readonly seed?: string;
  /** Also write the pictures the file references into this folder (e.g. public/images/products). */
  readonly imagesDir?: string;
}

/**
 * A large Shopify CSV for import benchmarks, e.g. 10,000 products × 5 variants. Products
 * spread over every tree category plus accessories; handles never collide with the demo
 * files (they are claimed after the demo pool), so both can live in one database.
 */
export async function generateBenchmarkCsv(filePath: string, options: BenchmarkOptions): Promise<CsvStats> {
  if (!Number.isInteger(options.products) || options.products < 1)
    throw new Error("products must be a positive integer");
  if (
    !Number.isInteger(options.variantsPerProduct) ||
    options.variantsPerProduct < 1 ||
    options.variantsPerProduct > 100
  ) {
    throw new Error("variantsPerProduct must be an integer from 1 to 100");
  }
  const { registry } = planDemoCatalogue();
  const products = generateProducts({
    seed: options.seed ?? "benchmark",
    count: options.products,
    categorySlugs: [...Object.keys(CATEGORY_RECIPES), null],
    variantsPerProduct: options.variantsPerProduct,
    registry,
  });
  await mkdir(path.dirname(filePath), { recursive: true });
  const stream = createWriteStream(filePath);
  const finished = new Promise<void>((resolve, reject) => {
    stream.once("finish", resolve);
    stream.once("error", reject);
  });
  const stats = await writeShopifyCsv(products, stream);
  stream.end();
  await finished;

  if (options.imagesDir) {
    await mkdir(options.imagesDir, { recursive: true });
    const subjects = new Map<string, ImageSubject>();
    for (const product of products)
      for (const image of product.images) subjects.set(imageFileName(image.subject), image.subject);
    for (const [name, subject] of subjects) {
      const target = path.join(options.imagesDir, name);
      if (!(await exists(target))) await writeFile(target, renderImage(subject));
    }
  }
  return stats;
}
