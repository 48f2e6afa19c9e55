import { count, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database, Queryable } from "../../db/client.server";
import { productVariants, products, type ImportRowError } from "../../db/schema";
import { ValidationError } from "../../utils/domain-errors";
import { centsToDecimal } from "../../utils/money";
import { assignCategory, deriveCategory, type CategoryAssignment } from "./category-mapping.server";
import { sanitizeDescription } from "./sanitize-description.server";
import {
  ImportFileError,
  parseProductGroup,
  readShopifyCsv,
  type ByteStream,
  type ShopifyProduct,
} from "./shopify-csv.server";

export { ImportFileError };

/** The import was asked for a category slug that is not in the fixed tree. */
export class UnknownCategoryError extends ValidationError {
  override name = "UnknownCategoryError";
  constructor(readonly slug: string) {
    super(`Unbekannte Kategorie "${slug}"`);
  }
}

export interface ImportSource {
  /** Shown in error reports and results, e.g. the file name. */
  name: string;
  open(): Promise<NodeJS.ReadableStream | AsyncIterable<Buffer | Uint8Array>>;
}

export interface ImportOptions {
  /** Put every product into this tree node instead of deriving the category from the CSV. */
  categorySlug?: string;
  /** Stop after this many valid products (over all files). */
  limit?: number;
  /** Read, validate and compare with the database, but write nothing. */
  dryRun?: boolean;
  pauseBetweenFilesMs?: number;
  /** Aborting stops the run with the signal's reason; products already written stay. */
  signal?: AbortSignal;
  onProgress?(progress: ImportProgress): void;
  /** Called for every valid product once it is written (or found unchanged, or would be in a dry run). */
  onProduct?(product: ImportedProduct): void;
}

/** What onProduct reports: enough for presets to group results (by category, missing handles …). */
export interface ImportedProduct {
  file: string;
  handle: string;
  categorySlug: string | null;
  productType: string | null;
  /** Variant rows of the product (0 for a product without options). */
  variants: number;
  status: "created" | "updated" | "unchanged";
}

export interface ImportProgress {
  file: string;
  fileIndex: number;
  fileCount: number;
  /** Data rows read so far in this file. */
  rowsRead: number;
  /** Products of this file written or found unchanged so far. */
  productsDone: number;
}

export interface ImportFileResult {
  name: string;
  /** Valid products of this file: created, updated or unchanged. */
  products: number;
  /** Variant rows these products have. */
  variants: number;
  /** Why the file (or its rest) could not be read, in German. */
  error?: string;
}

export interface ImportSummary {
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  /** Variant rows written, or in a dry run the rows that would be written. */
  variants: number;
  /** Products left out because they were invalid or could not be saved. */
  skipped: number;
  errors: ImportRowError[];
  files: ImportFileResult[];
}

/** Products per transaction; each product gets its own savepoint only when the batch fails. */
const BATCH_SIZE = 250;
/** Keeps each JSON parameter of variant rows at a few hundred kilobytes. */
const VARIANT_INSERT_CHUNK = 2000;
/** An unreadable file must not grow the error list without bound. */
const MAX_REPORTED_ERRORS = 1000;
/** Bump when the mapping changes so that the next import rewrites every product. */
const CONTENT_HASH_VERSION = 1;

export function fileSource(filePath: string, name = path.basename(filePath)): ImportSource {
  return {
    name,
    async open() {
      try {
        const file = await open(filePath, "r");
        return file.createReadStream({ highWaterMark: 64 * 1024 });
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        throw new ImportFileError(missing ? `Datei nicht gefunden: ${name}` : `Datei kann nicht geöffnet werden: ${name}`);
      }
    },
  };
}

export function bufferSource(name: string, data: Uint8Array | string): ImportSource {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  return {
    name,
    async open() {
      return (async function* () {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) yield bytes.subarray(offset, offset + 64 * 1024);
      })();
    },
  };
}

/**
 * Imports Shopify product CSV files: validates every row, upserts products by handle
 * and their variants by option combination, and skips products whose content did not
 * change. A broken file is reported and the next file still runs.
 */
export async function importCatalogue(db: Database, sources: ImportSource[], options: ImportOptions = {}): Promise<ImportSummary> {
  let category: CategoryAssignment | undefined;
  if (options.categorySlug !== undefined) {
    category = assignCategory(options.categorySlug) ?? undefined;
    if (!category) throw new UnknownCategoryError(options.categorySlug);
  }
  const run = new ImportRun(db, options, category);
  for (const [fileIndex, source] of sources.entries()) {
    if (run.limitReached()) break;
    if (fileIndex > 0 && options.pauseBetweenFilesMs) {
      await sleep(options.pauseBetweenFilesMs, undefined, { signal: options.signal });
    }
    await run.importFile(source, fileIndex, sources.length);
  }
  return run.finish();
}

/** Row counts of the catalogue tables. */
export async function countCatalogue(db: Queryable): Promise<{ products: number; variants: number }> {
  const [productRows] = await db.select({ value: count() }).from(products);
  const [variantRows] = await db.select({ value: count() }).from(productVariants);
  return { products: Number(productRows?.value ?? 0), variants: Number(variantRows?.value ?? 0) };
}

// --- Mapping to our tables ------------------------------------------------------------

type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "updatedAt"> & { handle: string; contentHash: string };
type VariantValues = Omit<typeof productVariants.$inferInsert, "id" | "productId" | "createdAt" | "updatedAt">;

export interface PreparedProduct {
  /** CSV row of the product's first line, for error reports. */
  row: number;
  values: ProductValues;
  variants: VariantValues[];
}

/**
 * The rows we store for a product. A product without options (Shopify's 'Default Title')
 * has no variant rows: its price, stock and SKU live on the product.
 */
export function prepareProduct(product: ShopifyProduct, category?: CategoryAssignment | null): PreparedProduct {
  const hasVariants = product.options.length > 0;
  const [first] = product.variants;
  if (!first) throw new Error(`Product ${product.handle} has no variants`);
  const cheapest = product.variants.reduce((low, variant) => (variant.priceCents < low.priceCents ? variant : low));
  const assigned = category ?? deriveCategory([product.productCategory, product.productType, ...product.tags]);
  const variants: VariantValues[] = hasVariants
    ? product.variants.map((variant, index) => ({
        title: variant.optionValues.join(" / "),
        price: centsToDecimal(variant.priceCents),
        compareAtPrice: variant.compareAtPriceCents === null ? null : centsToDecimal(variant.compareAtPriceCents),
        stock: variant.stock,
        selectedOptions: product.options.map((option, optionIndex) => ({ name: option.name, value: variant.optionValues[optionIndex]! })),
        optionsKey: variant.optionValues.join(" / "),
        position: index + 1,
        sku: variant.sku,
        ean: variant.ean,
        imageUrl: variant.imageUrl,
      }))
    : [];
  const content = {
    handle: product.handle,
    name: product.title,
    description: sanitizeDescription(product.bodyHtml),
    price: centsToDecimal(cheapest.priceCents),
    compareAtPrice: cheapest.compareAtPriceCents === null ? null : centsToDecimal(cheapest.compareAtPriceCents),
    stock: Math.min(product.variants.reduce((sum, variant) => sum + variant.stock, 0), 2_147_483_647),
    brand: product.vendor,
    category: assigned?.category ?? null,
    subcategory: assigned?.subcategory ?? null,
    categorySlug: assigned?.categorySlug ?? null,
    productType: product.productType,
    tags: product.tags,
    sku: first.sku,
    ean: first.ean,
    imageUrl: product.images[0]?.url ?? first.imageUrl,
    images: product.images,
    options: hasVariants ? product.options : null,
  };
  // Plain JSON.stringify is stable here: every object above is built by this code with a
  // fixed key order, so equal content always serialises to the same text.
  const contentHash = createHash("sha256")
    .update(JSON.stringify([CONTENT_HASH_VERSION, content, variants]))
    .digest("base64url");
  return { row: product.row, values: { ...content, contentHash }, variants };
}

// --- Running an import ----------------------------------------------------------------

interface ExistingProduct {
  id: string;
  contentHash: string | null;
}

type WriteOutcome =
  | { product: PreparedProduct; status: "created" | "updated" | "unchanged" }
  | { product: PreparedProduct; status: "failed"; message: string };

class ImportRun {
  readonly summary: ImportSummary = {
    productsCreated: 0,
    productsUpdated: 0,
    productsUnchanged: 0,
    variants: 0,
    skipped: 0,
    errors: [],
    files: [],
  };
  private accepted = 0;
  private fileErrors: ImportRowError[] = [];
  private unreportedErrors = 0;

  constructor(
    private readonly db: Database,
    private readonly options: ImportOptions,
    private readonly category: CategoryAssignment | undefined,
  ) {}

  limitReached(): boolean {
    return this.options.limit !== undefined && this.accepted >= this.options.limit;
  }

  async importFile(source: ImportSource, fileIndex: number, fileCount: number): Promise<void> {
    const file: ImportFileResult = { name: source.name, products: 0, variants: 0 };
    this.summary.files.push(file);
    const stats = { rowsRead: 0 };
    const reportProgress = () =>
      this.options.onProgress?.({ file: source.name, fileIndex, fileCount, rowsRead: stats.rowsRead, productsDone: file.products });
    let batch: PreparedProduct[] = [];
    const flush = async () => {
      if (batch.length > 0) this.record(file, await this.writeBatch(batch));
      batch = [];
      reportProgress();
    };

    try {
      const input = await openSource(source);
      for await (const item of readShopifyCsv(input as ByteStream, stats)) {
        this.options.signal?.throwIfAborted();
        if (item.kind === "invalidRow") {
          this.addError({ file: source.name, row: item.row, handle: item.handle, message: item.message });
          continue;
        }
        const { product, issues } = parseProductGroup(item);
        for (const issue of issues) this.addError({ file: source.name, ...issue });
        if (!product) {
          this.summary.skipped++;
          continue;
        }
        batch.push(prepareProduct(product, this.category));
        this.accepted++;
        if (batch.length >= BATCH_SIZE) await flush();
        if (this.limitReached()) break;
      }
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      file.error = error.message;
      this.addError({ file: source.name, row: 0, handle: null, message: error.message });
    }
    // Products read completely before a file error are valid and still written.
    await flush();
    this.closeFileErrors();
  }

  /** Writes one batch in one transaction; unchanged products are not touched at all. */
  private async writeBatch(batch: PreparedProduct[]): Promise<WriteOutcome[]> {
    if (this.options.dryRun) {
      const existing = await findExisting(this.db, batch);
      return batch.map((product) => ({ product, status: classify(product, existing) }));
    }
    return this.db.transaction(async (tx) => {
      const existing = await findExisting(tx, batch);
      const outcomes: WriteOutcome[] = batch.map((product) => ({ product, status: classify(product, existing) }));
      const changed = outcomes.filter((outcome) => outcome.status !== "unchanged").map((outcome) => outcome.product);
      if (changed.length === 0) return outcomes;
      try {
        await tx.transaction((savepoint) => writeProducts(savepoint, changed, existing));
        return outcomes;
      } catch {
        // Some product broke the batch: retry one by one, each in its own savepoint,
        // so that only the broken product is lost.
        const retried: WriteOutcome[] = [];
        for (const outcome of outcomes) {
          if (outcome.status === "unchanged") {
            retried.push(outcome);
            continue;
          }
          try {
            await tx.transaction((savepoint) => writeProducts(savepoint, [outcome.product], existing));
            retried.push(outcome);
          } catch (error) {
            retried.push({ product: outcome.product, status: "failed", message: databaseErrorMessage(error) });
          }
        }
        return retried;
      }
    });
  }

  private record(file: ImportFileResult, outcomes: WriteOutcome[]): void {
    for (const outcome of outcomes) {
      const { product } = outcome;
      if (outcome.status === "failed") {
        this.summary.skipped++;
        this.addError({ file: file.name, row: product.row, handle: product.values.handle, message: outcome.message });
        continue;
      }
      file.products++;
      file.variants += product.variants.length;
      this.options.onProduct?.({
        file: file.name,
        handle: product.values.handle,
        categorySlug: product.values.categorySlug ?? null,
        productType: product.values.productType ?? null,
        variants: product.variants.length,
        status: outcome.status,
      });
      if (outcome.status === "unchanged") {
        this.summary.productsUnchanged++;
        continue;
      }
      if (outcome.status === "created") this.summary.productsCreated++;
      else this.summary.productsUpdated++;
      this.summary.variants += product.variants.length;
    }
  }

  private addError(error: ImportRowError): void {
    if (this.summary.errors.length + this.fileErrors.length < MAX_REPORTED_ERRORS) this.fileErrors.push(error);
    else this.unreportedErrors++;
  }

  /** A file's errors are listed in row order, whatever order they were found in. */
  private closeFileErrors(): void {
    this.summary.errors.push(...this.fileErrors.sort((a, b) => a.row - b.row));
    this.fileErrors = [];
  }

  finish(): ImportSummary {
    if (this.unreportedErrors > 0) {
      this.summary.errors.push({
        file: null,
        row: 0,
        handle: null,
        message: `… und ${this.unreportedErrors} weitere Fehler, die nicht einzeln aufgeführt sind.`,
      });
    }
    return this.summary;
  }
}

async function openSource(source: ImportSource): Promise<AsyncIterable<unknown>> {
  try {
    return (await source.open()) as AsyncIterable<unknown>;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`Datei kann nicht geöffnet werden: ${source.name}`);
  }
}

function classify(product: PreparedProduct, existing: Map<string, ExistingProduct>): "created" | "updated" | "unchanged" {
  const current = existing.get(product.values.handle);
  if (!current) return "created";
  return current.contentHash === product.values.contentHash ? "unchanged" : "updated";
}

async function findExisting(db: Queryable, batch: PreparedProduct[]): Promise<Map<string, ExistingProduct>> {
  const rows = await db
    .select({ id: products.id, handle: products.handle, contentHash: products.contentHash })
    .from(products)
    .where(inArray(products.handle, batch.map((product) => product.values.handle)));
  return new Map(rows.map((row) => [row.handle, row]));
}

// Columns the import writes, by property name. Types and names come from the schema.
const PRODUCT_COLUMNS = {
  handle: products.handle,
  name: products.name,
  description: products.description,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  stock: products.stock,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  categorySlug: products.categorySlug,
  productType: products.productType,
  tags: products.tags,
  sku: products.sku,
  ean: products.ean,
  imageUrl: products.imageUrl,
  images: products.images,
  options: products.options,
  contentHash: products.contentHash,
} satisfies Record<keyof ProductValues, PgColumn>;

const VARIANT_COLUMNS = {
  productId: productVariants.productId,
  title: productVariants.title,
  price: productVariants.price,
  compareAtPrice: productVariants.compareAtPrice,
  stock: productVariants.stock,
  selectedOptions: productVariants.selectedOptions,
  optionsKey: productVariants.optionsKey,
  position: productVariants.position,
  sku: productVariants.sku,
  ean: productVariants.ean,
  imageUrl: productVariants.imageUrl,
} satisfies Record<keyof VariantValues | "productId", PgColumn>;

/**
 * INSERT … SELECT FROM jsonb_to_recordset(…) ON CONFLICT DO UPDATE: all rows travel as one
 * JSON parameter. On PGlite this is about twice as fast as a multi-row VALUES list with
 * one bind parameter per value, and it never reaches PostgreSQL's parameter limit.
 */
function upsertFromJson(options: {
  table: PgTable;
  columns: Record<string, PgColumn>;
  rows: ReadonlyArray<Record<string, unknown>>;
  conflict: PgColumn[];
  touch: PgColumn;
}): SQL {
  const columns = Object.entries(options.columns);
  const quoted = (column: PgColumn) => `"${column.name}"`;
  const names = sql.raw(columns.map(([, column]) => quoted(column)).join(", "));
  const definitions = sql.raw(columns.map(([, column]) => `${quoted(column)} ${column.getSQLType()}`).join(", "));
  const updates = sql.raw(
    [
      ...columns.filter(([, column]) => !options.conflict.includes(column)).map(([, column]) => `${quoted(column)} = excluded.${quoted(column)}`),
      `${quoted(options.touch)} = now()`,
    ].join(", "),
  );
  const json = JSON.stringify(
    options.rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null]))),
  );
  return sql`INSERT INTO ${options.table} (${names})
    SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS input(${definitions})
    ON CONFLICT (${sql.raw(options.conflict.map(quoted).join(", "))}) DO UPDATE SET ${updates}`;
}

/**
 * Upserts products by handle and their variants by (product, option combination), then
 * deletes variants the file no longer lists. Ids and created_at of existing rows are kept.
 */
async function writeProducts(db: Queryable, batch: PreparedProduct[], existing: Map<string, ExistingProduct>): Promise<void> {
  // Both drivers return `{ rows }`; the shared Database type leaves the result untyped.
  const written = (await db.execute(
    sql`${upsertFromJson({
      table: products,
      columns: PRODUCT_COLUMNS,
      rows: batch.map((product) => product.values),
      conflict: [products.handle],
      touch: products.updatedAt,
    })} RETURNING ${products.id}, ${products.handle}`,
  )) as unknown as { rows: Array<{ id: string; handle: string }> };
  const idByHandle = new Map(written.rows.map((row) => [row.handle, row.id]));
  const productId = (product: PreparedProduct) => idByHandle.get(product.values.handle)!;

  const variantRows = batch.flatMap((product) => product.variants.map((variant) => ({ ...variant, productId: productId(product) })));
  for (let start = 0; start < variantRows.length; start += VARIANT_INSERT_CHUNK) {
    await db.execute(
      upsertFromJson({
        table: productVariants,
        columns: VARIANT_COLUMNS,
        rows: variantRows.slice(start, start + VARIANT_INSERT_CHUNK),
        conflict: [productVariants.productId, productVariants.optionsKey],
        touch: productVariants.updatedAt,
      }),
    );
  }

  const updated = batch.filter((product) => existing.has(product.values.handle));
  if (updated.length === 0) return;
  const kept = JSON.stringify(updated.map((product) => ({ id: productId(product), keys: product.variants.map((variant) => variant.optionsKey) })));
  await db.execute(sql`DELETE FROM ${productVariants}
    USING jsonb_to_recordset(${kept}::jsonb) AS kept(id uuid, keys text[])
    WHERE ${productVariants.productId} = kept.id AND NOT (${productVariants.optionsKey} = ANY(kept.keys))`);
}

function databaseErrorMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return `Produkt konnte nicht gespeichert werden: ${detail}`;
}
