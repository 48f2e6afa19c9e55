import { centsToDecimal } from "../../app/utils/money";
import type { DemoProduct } from "./product-model";

/** The columns of a Shopify product export, in Shopify's order. */
export const SHOPIFY_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "Variant Image",
  "Variant Weight Unit",
  "Status",
] as const;

export type ShopifyColumn = (typeof SHOPIFY_COLUMNS)[number];
type Row = Partial<Record<ShopifyColumn, string>>;

export interface CsvStats {
  products: number;
  variants: number;
  rows: number;
  bytes: number;
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF; double inner quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function formatRow(row: Row): string {
  return SHOPIFY_COLUMNS.map((column) => csvField(row[column] ?? "")).join(",") + "\n";
}

export const SHOPIFY_HEADER = SHOPIFY_COLUMNS.map(csvField).join(",") + "\n";

/**
 * The rows of one product the way Shopify exports them: product fields only on the first
 * row, one row per variant, then image-only rows for the pictures after the first.
 */
export function productRows(product: DemoProduct): string[] {
  const rows: string[] = [];
  const [firstImage, ...moreImages] = product.images;
  product.variants.forEach((variant, index) => {
    const row: Row = {
      Handle: product.handle,
      "Variant SKU": variant.sku,
      "Variant Grams": String(variant.grams),
      "Variant Inventory Tracker": "shopify",
      "Variant Inventory Qty": String(variant.inventoryQty),
      "Variant Inventory Policy": "deny",
      "Variant Fulfillment Service": "manual",
      "Variant Price": centsToDecimal(variant.priceCents),
      "Variant Compare At Price": variant.compareAtCents === null ? "" : centsToDecimal(variant.compareAtCents),
      "Variant Requires Shipping": "TRUE",
      "Variant Taxable": "TRUE",
      "Variant Barcode": variant.barcode ?? "",
      "Variant Image": variant.image?.src ?? "",
      "Variant Weight Unit": "kg",
    };
    variant.options.forEach((value, optionIndex) => {
      row[optionColumn(optionIndex, "Value")] = value;
    });
    if (index === 0) {
      Object.assign(row, {
        Title: product.title,
        "Body (HTML)": product.bodyHtml,
        Vendor: product.vendor,
        "Product Category": product.productCategory,
        Type: product.type,
        Tags: product.tags.join(", "),
        Published: "TRUE",
        "Gift Card": "FALSE",
        Status: "active",
      } satisfies Row);
      product.options.forEach((option, optionIndex) => {
        row[optionColumn(optionIndex, "Name")] = option.name;
      });
      if (firstImage) {
        Object.assign(row, {
          "Image Src": firstImage.src,
          "Image Position": "1",
          "Image Alt Text": firstImage.alt,
        } satisfies Row);
      }
    }
    rows.push(formatRow(row));
  });
  moreImages.forEach((image, index) => {
    rows.push(
      formatRow({
        Handle: product.handle,
        "Image Src": image.src,
        "Image Position": String(index + 2),
        "Image Alt Text": image.alt,
      }),
    );
  });
  return rows;
}

function optionColumn(index: number, part: "Name" | "Value"): ShopifyColumn {
  if (index > 2) throw new Error("Shopify products have at most three options");
  return `Option${(index + 1) as 1 | 2 | 3} ${part}`;
}

/** The whole CSV as one string (demo files are small). */
export function toShopifyCsv(products: Iterable<DemoProduct>): string {
  let csv = SHOPIFY_HEADER;
  for (const product of products) csv += productRows(product).join("");
  return csv;
}

interface WritableLike {
  write(chunk: string): boolean;
  once(event: "drain", listener: () => void): unknown;
}

/**
 * Streams the CSV into `stream` (a file or response), honouring back-pressure, so the
 * 10,000-product benchmark file never sits in memory as one string. Does not end the stream.
 */
export async function writeShopifyCsv(products: Iterable<DemoProduct>, stream: WritableLike): Promise<CsvStats> {
  const stats: CsvStats = { products: 0, variants: 0, rows: 0, bytes: 0 };
  let buffer = SHOPIFY_HEADER;
  const flush = async () => {
    stats.bytes += Buffer.byteLength(buffer);
    const ok = stream.write(buffer);
    buffer = "";
    if (!ok) await new Promise<void>((resolve) => stream.once("drain", resolve));
  };
  for (const product of products) {
    const rows = productRows(product);
    stats.products += 1;
    stats.variants += product.variants.length;
    stats.rows += rows.length;
    buffer += rows.join("");
    if (buffer.length > 256 * 1024) await flush();
  }
  await flush();
  return stats;
}
