import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { products, type ImportRowError } from "../../db/schema";
import { categoryAncestry, findCategoryBySlug, isEBikeTopCategory } from "../catalog/category-tree";
import { assignCategory, deriveCategory } from "./category-mapping.server";
import { bufferSource, ImportFileError, importCatalogue } from "./import-engine.server";
import { EBIKE_CATEGORY_FILES, importCategoryFileUrl } from "./import-categories";
import { importDirSource } from "./import-files.server";
import type { ProgressTracker } from "./progress-tracker.server";
import { REPLY_ERROR_PREVIEW } from "./run-imports.server";
import type { MissingEbike, MissingEbikesAnalysis, MissingEbikesReply } from "./run-types";
import { parseProductGroup, readShopifyCsv, type ByteStream, type CsvRow, type ShopifyColumn } from "./shopify-csv.server";
import { describeErrors } from "./validate-sources.server";

/** The e-bike files: the 12 category files (each into its category), then ebikes.csv. */
export function ebikeFiles(): Array<{ path: string; categorySlug?: string }> {
  return [
    ...EBIKE_CATEGORY_FILES.map((entry) => ({ path: importCategoryFileUrl(entry.slug).slice(1), categorySlug: entry.categorySlug })),
    { path: "ebikes.csv" },
  ];
}

interface FoundEbike {
  handle: string;
  name: string;
  file: string;
  /** Tree category it lands in: the file's, or derived from the CSV like the engine does. */
  categorySlug: string | null;
  forcedCategory: boolean;
  rows: CsvRow[];
}

interface EbikeScan {
  valid: Map<string, FoundEbike>;
  invalid: Map<string, MissingEbike>;
  fileErrors: ImportRowError[];
  files: string[];
}

async function scanEbikeFiles(importDir: string, signal?: AbortSignal): Promise<EbikeScan> {
  const scan: EbikeScan = { valid: new Map(), invalid: new Map(), fileErrors: [], files: [] };
  for (const file of ebikeFiles()) {
    const { source } = importDirSource(importDir, file.path);
    scan.files.push(file.path);
    try {
      const input = (await source.open()) as ByteStream;
      const badRows = new Map<string, ImportRowError[]>();
      for await (const item of readShopifyCsv(input)) {
        signal?.throwIfAborted();
        if (item.kind === "invalidRow") {
          if (item.handle) badRows.set(item.handle, [...(badRows.get(item.handle) ?? []), { file: file.path, row: item.row, handle: item.handle, message: item.message }]);
          continue;
        }
        const { product, issues } = parseProductGroup(item);
        const title = item.rows[0]?.values.title || item.handle;
        if (!product) {
          badRows.set(item.handle, [...(badRows.get(item.handle) ?? []), ...issues.map((issue) => ({ file: file.path, ...issue }))]);
          continue;
        }
        if (scan.valid.has(item.handle)) continue;
        const categorySlug = file.categorySlug ?? deriveCategory([product.productCategory, product.productType, ...product.tags])?.categorySlug ?? null;
        scan.valid.set(item.handle, {
          handle: item.handle,
          name: title,
          file: file.path,
          categorySlug,
          forcedCategory: Boolean(file.categorySlug),
          rows: item.rows,
        });
      }
      for (const [handle, errors] of badRows) {
        if (scan.valid.has(handle) || scan.invalid.has(handle)) continue;
        scan.invalid.set(handle, {
          handle,
          name: handle,
          file: file.path,
          categoryName: file.categorySlug ? (findCategoryBySlug(file.categorySlug)?.name ?? null) : null,
          reason: `${describeErrors(errors, errors.length)} – kann nicht importiert werden.`,
        });
      }
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      scan.fileErrors.push({ file: file.path, row: 0, handle: null, message: error.message });
    }
  }
  // A handle that is valid in a later file is not invalid after all.
  for (const handle of scan.valid.keys()) scan.invalid.delete(handle);
  return scan;
}

function categoryName(slug: string | null): string | null {
  return slug ? (findCategoryBySlug(slug)?.name ?? null) : null;
}

function isEbikeCategory(slug: string | null): boolean {
  const top = slug ? categoryAncestry(slug)?.[0] : undefined;
  return Boolean(top && isEBikeTopCategory(top));
}

async function compare(db: Database, scan: EbikeScan): Promise<{ analysis: MissingEbikesAnalysis; missingFound: FoundEbike[] }> {
  const handles = [...scan.valid.keys()];
  const inShop = new Map<string, string | null>();
  for (let start = 0; start < handles.length; start += 1000) {
    const rows = await db
      .select({ handle: products.handle, categorySlug: products.categorySlug })
      .from(products)
      .where(inArray(products.handle, handles.slice(start, start + 1000)));
    for (const row of rows) inShop.set(row.handle, row.categorySlug);
  }
  const missing: MissingEbike[] = [];
  const missingFound: FoundEbike[] = [];
  const outside: MissingEbike[] = [];
  for (const found of scan.valid.values()) {
    const target = categoryName(found.categorySlug);
    if (!inShop.has(found.handle)) {
      missingFound.push(found);
      missing.push({
        handle: found.handle,
        name: found.name,
        file: found.file,
        categoryName: target,
        reason: `Nicht im Shop – wird ${target ? `in „${target}“ ` : ""}angelegt.`,
      });
      continue;
    }
    const current = inShop.get(found.handle) ?? null;
    if (!isEbikeCategory(current)) {
      outside.push({
        handle: found.handle,
        name: found.name,
        file: found.file,
        categoryName: categoryName(current),
        reason: `Im Shop, aber ${current ? `in „${categoryName(current) ?? current}“` : "ohne Kategorie"} statt in einer E-Bike-Kategorie.`,
      });
    }
  }
  const invalid = [...scan.invalid.values(), ...scan.fileErrors.map((error) => ({
    handle: "",
    name: error.file ?? "",
    file: error.file ?? "",
    categoryName: null,
    reason: `${error.message} – die Datei wurde nicht gelesen.`,
  }))];
  return {
    analysis: {
      processed: scan.valid.size + scan.invalid.size,
      present: scan.valid.size - missing.length,
      missing,
      invalid,
      outsideEbikeCategories: outside,
      files: scan.files,
    },
    missingFound,
  };
}

/**
 * /admin/analyze-missing-ebikes: which e-bikes of the e-bike files are missing in the shop,
 * and why (not imported yet, or not importable because their rows are invalid). Writes nothing.
 */
export async function analyzeMissingEbikes(db: Database, options: { importDir: string; signal?: AbortSignal }): Promise<MissingEbikesAnalysis> {
  return (await compare(db, await scanEbikeFiles(options.importDir, options.signal))).analysis;
}

/**
 * /admin/import-missing-ebikes (spec §7: processed, imported, skipped): the same comparison
 * as the analysis, then imports exactly the missing e-bikes – each from the first file that
 * lists it, into that file's category. E-bikes already in the shop are not touched.
 */
export async function importMissingEbikes(
  db: Database,
  options: { importDir: string; tracker?: ProgressTracker; signal?: AbortSignal },
): Promise<MissingEbikesReply> {
  const { analysis, missingFound } = await compare(db, await scanEbikeFiles(options.importDir, options.signal));
  const byFile = new Map<string, FoundEbike[]>();
  for (const found of missingFound) byFile.set(found.file, [...(byFile.get(found.file) ?? []), found]);

  let imported = 0;
  const errors: ImportRowError[] = [];
  const createdHandles = new Set<string>();
  let step = 0;
  for (const [file, found] of byFile) {
    options.tracker?.startStep(++step, file);
    const forced = found[0]?.forcedCategory ? (found[0].categorySlug ?? undefined) : undefined;
    const summary = await importCatalogue(db, [bufferSource(file, serialiseRows(found.flatMap((entry) => entry.rows)))], {
      categorySlug: forced && assignCategory(forced) ? forced : undefined,
      signal: options.signal,
      onProgress: options.tracker?.engine,
      onProduct: (product) => {
        if (product.status === "created") createdHandles.add(product.handle);
      },
    });
    imported += summary.productsCreated;
    errors.push(...summary.errors);
  }
  const importedProducts = analysis.missing.filter((entry) => createdHandles.has(entry.handle));
  const skipped = analysis.processed - imported;
  return {
    kind: "missing-ebikes",
    success: errors.length === 0,
    message:
      imported === 0
        ? `${analysis.processed} E-Bikes geprüft – keine fehlenden E-Bikes zu importieren (${skipped} übersprungen).`
        : `${analysis.processed} E-Bikes geprüft: ${imported} importiert, ${skipped} übersprungen.`,
    processed: analysis.processed,
    imported,
    skipped,
    importedProducts,
    invalid: analysis.invalid,
    errors: errors.slice(0, REPLY_ERROR_PREVIEW),
    errorCount: errors.length,
  };
}

// The columns the engine reads, with the header spelling it expects (shopify-csv.server.ts).
const HEADERS: Record<ShopifyColumn, string> = {
  handle: "Handle",
  title: "Title",
  body: "Body (HTML)",
  vendor: "Vendor",
  productCategory: "Product Category",
  type: "Type",
  tags: "Tags",
  option1Name: "Option1 Name",
  option1Value: "Option1 Value",
  option2Name: "Option2 Name",
  option2Value: "Option2 Value",
  option3Name: "Option3 Name",
  option3Value: "Option3 Value",
  sku: "Variant SKU",
  inventoryQty: "Variant Inventory Qty",
  price: "Variant Price",
  compareAtPrice: "Variant Compare At Price",
  barcode: "Variant Barcode",
  imageSrc: "Image Src",
  imagePosition: "Image Position",
  imageAlt: "Image Alt Text",
  variantImage: "Variant Image",
};

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** Rows as a Shopify CSV the engine reads back to exactly the same products. */
export function serialiseRows(rows: CsvRow[]): string {
  const columns = Object.keys(HEADERS) as ShopifyColumn[];
  const lines = [columns.map((column) => quote(HEADERS[column])).join(",")];
  for (const { values } of rows) lines.push(columns.map((column) => quote(values[column])).join(","));
  return `${lines.join("\n")}\n`;
}
