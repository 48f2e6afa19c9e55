import { eq, isNull, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { createReadStream, readdirSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client.server";
import { productVariants, products } from "../../db/schema";
import { slugify } from "../../utils/slugify";
import { CSV_IMPORTS_FOLDER } from "./import-files.server";
import { parseProductGroup, readShopifyCsv } from "./shopify-csv.server";
import type { GenerateSkusReply } from "./run-types";

/** 'RW-CUB-7K3QZD': shop prefix, brand, and a code derived from the handle – the same every time. */
export function productSkuBase(handle: string, brand: string | null): string {
  const brandCode = (slugify(brand ?? "").replace(/-/g, "").slice(0, 3) || "rad").toUpperCase().padEnd(3, "X");
  const digest = createHash("sha256").update(handle).digest();
  // Crockford base32 without I, L, O, U: easy to read out and to type.
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let code = "";
  for (let index = 0; index < 6; index++) code += alphabet[digest[index]! % 32];
  return `RW-${brandCode}-${code}`;
}

/** The base plus the variant's option values: 'RW-CUB-7K3QZD-M-SCHWARZ'. */
export function variantSku(base: string, optionsKey: string, position: number): string {
  const suffix = slugify(optionsKey).toUpperCase().slice(0, 24).replace(/-+$/, "");
  return `${base}-${suffix || String(position)}`;
}

/** Every CSV file of the import folder: the root files and /csv-imports/. */
export function importFolderCsvFiles(importDir: string): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(dir)
        .filter((name) => name.toLowerCase().endsWith(".csv"))
        .sort()
        .map((name) => path.join(dir, name));
    } catch {
      return [];
    }
  };
  return [...list(importDir), ...list(path.join(importDir, CSV_IMPORTS_FOLDER))];
}

/**
 * Barcodes (valid EAN/UPC, as the engine accepts them) per handle and option combination,
 * read from the files – only for the handles asked for.
 */
export async function barcodesFromFiles(files: string[], handles: ReadonlySet<string>): Promise<Map<string, Map<string, string>>> {
  const found = new Map<string, Map<string, string>>();
  for (const file of files) {
    try {
      for await (const item of readShopifyCsv(createReadStream(file))) {
        if (item.kind !== "product" || !handles.has(item.handle) || found.has(item.handle)) continue;
        const { product } = parseProductGroup(item);
        if (!product) continue;
        const byKey = new Map<string, string>();
        for (const variant of product.variants) {
          if (variant.ean) byKey.set(variant.optionValues.join(" / "), variant.ean);
        }
        if (byKey.size > 0) found.set(item.handle, byKey);
      }
    } catch {
      // An unreadable file has no barcodes to offer; the others still count.
    }
  }
  return found;
}

/**
 * /admin/generate-skus (spec §7 update-product-skus: success, message, error): fills every
 * missing SKU with a stable scheme and every missing EAN from the CSV barcodes. Existing
 * values are never changed, so a second run changes nothing. Touched products get
 * content_hash NULL (a re-import restores the file's data).
 */
export async function generateSkus(db: Database, options: { importDir: string }): Promise<GenerateSkusReply> {
  const productRows = await db
    .select({ id: products.id, handle: products.handle, brand: products.brand, sku: products.sku, ean: products.ean })
    .from(products)
    .where(or(isNull(products.sku), isNull(products.ean)));
  const variantRows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      handle: products.handle,
      brand: products.brand,
      optionsKey: productVariants.optionsKey,
      position: productVariants.position,
      sku: productVariants.sku,
      ean: productVariants.ean,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(or(isNull(productVariants.sku), isNull(productVariants.ean)));

  const needEan = new Set([...productRows.filter((row) => !row.ean), ...variantRows.filter((row) => !row.ean)].map((row) => row.handle));
  const barcodes = needEan.size > 0 ? await barcodesFromFiles(importFolderCsvFiles(options.importDir), needEan) : new Map<string, Map<string, string>>();

  let skusGenerated = 0;
  let eansFilled = 0;
  const variantUpdates: Array<{ id: string; sku: string | null; ean: string | null }> = [];
  for (const row of variantRows) {
    const sku = row.sku ? null : variantSku(productSkuBase(row.handle, row.brand), row.optionsKey, row.position);
    const ean = row.ean ? null : (barcodes.get(row.handle)?.get(row.optionsKey) ?? null);
    if (!sku && !ean) continue;
    if (sku) skusGenerated++;
    if (ean) eansFilled++;
    variantUpdates.push({ id: row.id, sku, ean });
  }
  const productUpdates: Array<{ id: string; sku: string | null; ean: string | null }> = [];
  for (const row of productRows) {
    // A product without variants has its only barcode under the empty option combination.
    const codes = barcodes.get(row.handle);
    const sku = row.sku ? null : productSkuBase(row.handle, row.brand);
    const ean = row.ean ? null : (codes?.get("") ?? codes?.values().next().value ?? null);
    if (!sku && !ean) continue;
    if (sku) skusGenerated++;
    if (ean) eansFilled++;
    productUpdates.push({ id: row.id, sku, ean });
  }
  const updatedVariants = new Set(variantUpdates.map((update) => update.id));
  const touched = new Set([
    ...productUpdates.map((update) => update.id),
    ...variantRows.filter((row) => updatedVariants.has(row.id)).map((row) => row.productId),
  ]);

  if (touched.size > 0) {
    await db.transaction(async (tx) => {
      if (variantUpdates.length > 0) {
        await tx.execute(sql`UPDATE ${productVariants} SET
            sku = COALESCE(${productVariants.sku}, input.sku), ean = COALESCE(${productVariants.ean}, input.ean), updated_at = now()
          FROM jsonb_to_recordset(${JSON.stringify(variantUpdates)}::jsonb) AS input(id uuid, sku text, ean text)
          WHERE ${productVariants.id} = input.id`);
      }
      if (productUpdates.length > 0) {
        await tx.execute(sql`UPDATE ${products} SET
            sku = COALESCE(${products.sku}, input.sku), ean = COALESCE(${products.ean}, input.ean)
          FROM jsonb_to_recordset(${JSON.stringify(productUpdates)}::jsonb) AS input(id uuid, sku text, ean text)
          WHERE ${products.id} = input.id`);
      }
      await tx.execute(sql`UPDATE ${products} SET content_hash = NULL, updated_at = now()
        WHERE ${products.id} IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify([...touched])}::jsonb))`);
    });
  }

  return {
    kind: "generate-skus",
    success: true,
    message:
      touched.size === 0
        ? "Alle Produkte und Varianten haben bereits SKU-Nummern; keine fehlenden EAN-Nummern in den CSV-Dateien gefunden."
        : `${skusGenerated} SKU-Nummern ergänzt, ${eansFilled} EAN-Nummern ergänzt (${touched.size} Produkte geändert).`,
    error: null,
    skusGenerated,
    eansFilled,
    productsChanged: touched.size,
  };
}

/** Products still without SKU (for tests and the page's hint). */
export async function countMissingSkus(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(isNull(productVariants.sku));
  const [productRow] = await db.select({ value: sql<number>`count(*)::int` }).from(products).where(isNull(products.sku));
  return Number(row?.value ?? 0) + Number(productRow?.value ?? 0);
}
