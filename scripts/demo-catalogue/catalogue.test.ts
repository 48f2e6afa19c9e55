import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_BRANDS } from "../../app/features/catalog/brands";
import { findCategoryBySlug } from "../../app/features/catalog/category-tree";
import { colourGroupOf } from "../../app/features/catalog/colour-groups";
import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_PARTS,
  importCategoryFileUrl,
} from "../../app/features/imports/import-categories";
import { slugify } from "../../app/utils/slugify";
import { IMAGES_DIR, MANIFEST_PATH, generateDemoCatalogue, type Manifest } from "./catalogue";
import { NAME_COLOURS } from "./german-names";
import { isValidEan13 } from "./product-model";
import { SHOPIFY_COLUMNS } from "./shopify-csv";

type CsvRow = Record<string, string>;

let firstDir: string;
let secondDir: string;
let manifest: Manifest;
let generationMs: number;
const rowsByFile = new Map<string, CsvRow[]>();

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    )
    .sort();
}

function rows(file: string): CsvRow[] {
  const found = rowsByFile.get(file);
  if (!found) throw new Error(`${file} was not generated`);
  return found;
}

function productRows(file: string): CsvRow[] {
  return rows(file).filter((row) => row.Title !== "");
}

/** All rows of one handle, as the text the importer sees. */
function rowsByHandle(file: string): Map<string, string> {
  const grouped = new Map<string, string[]>();
  for (const row of rows(file)) {
    const handle = row.Handle ?? "";
    grouped.set(handle, [...(grouped.get(handle) ?? []), JSON.stringify(row)]);
  }
  return new Map([...grouped].map(([handle, lines]) => [handle, lines.join("\n")]));
}

const price = (text: string | undefined) => Number(text);

beforeAll(async () => {
  firstDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-demo-a-"));
  secondDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-demo-b-"));
  const started = performance.now();
  manifest = await generateDemoCatalogue(firstDir, { force: true });
  generationMs = performance.now() - started;
  await generateDemoCatalogue(secondDir, { force: true });
  for (const file of manifest.files) {
    const text = readFileSync(path.join(firstDir, file.path), "utf8");
    rowsByFile.set(file.path, parse(text, { columns: true, skip_empty_lines: true }) as CsvRow[]);
  }
});

afterAll(() => {
  rmSync(firstDir, { recursive: true, force: true });
  rmSync(secondDir, { recursive: true, force: true });
});

describe("generateDemoCatalogue", () => {
  it("produces byte-identical output on every run", () => {
    const files = listFiles(firstDir);
    expect(files).toEqual(listFiles(secondDir));
    for (const file of files) {
      expect(readFileSync(path.join(secondDir, file)).equals(readFileSync(path.join(firstDir, file))), file).toBe(true);
    }
  });

  it("takes a few seconds at most", () => {
    expect(generationMs).toBeLessThan(10_000);
  });

  it("skips the work when the output is current and rebuilds a missing file", async () => {
    const manifestFile = path.join(secondDir, MANIFEST_PATH);
    const before = statSync(manifestFile).mtimeMs;
    await generateDemoCatalogue(secondDir);
    expect(statSync(manifestFile).mtimeMs).toBe(before);

    unlinkSync(path.join(secondDir, "mayhem-2.csv"));
    await generateDemoCatalogue(secondDir);
    expect(readFileSync(path.join(secondDir, "mayhem-2.csv"))).toEqual(
      readFileSync(path.join(firstDir, "mayhem-2.csv")),
    );
  });

  it("writes the root files with the preset sizes of the spec", () => {
    const count = (file: string) => productRows(file).length;
    expect(count("test-products-5.csv")).toBe(5);
    expect(count("products.csv")).toBe(50);
    expect(count("products-298.csv")).toBe(298);
    expect(count("products-500.csv")).toBe(500);
    expect(count("mayhem-1.csv")).toBe(26);
    expect(count("mayhem-2.csv")).toBe(18);
    expect(count("ebikes.csv")).toBe(120);
    for (const part of [1, 2, 3]) expect(count(`complex-import-${part}.csv`)).toBe(40);
  });

  it("spreads ebikes.csv evenly over the e-bike categories", () => {
    const perCategory = new Map<string, number>();
    for (const row of productRows("ebikes.csv"))
      perCategory.set(row["Product Category"] ?? "", (perCategory.get(row["Product Category"] ?? "") ?? 0) + 1);
    expect([...perCategory.keys()].sort()).toEqual(EBIKE_CATEGORY_FILES.map((entry) => entry.name).sort());
    expect(new Set(perCategory.values())).toEqual(new Set([10]));
  });

  it("writes a file of 6 to 15 products for every import category, all in that category", () => {
    const entries = [...EBIKE_CATEGORY_FILES, ...CONSOLIDATED_BIKE_CATEGORIES, ...REGULAR_BIKE_IMPORT_PARTS.flat()];
    expect(EBIKE_CATEGORY_FILES).toHaveLength(12);
    expect(CONSOLIDATED_BIKE_CATEGORIES).toHaveLength(18);
    expect(REGULAR_BIKE_IMPORT_PARTS.flat()).toHaveLength(43);
    for (const entry of entries) {
      const file = importCategoryFileUrl(entry.slug).slice(1);
      const products = productRows(file);
      expect(products.length, file).toBeGreaterThanOrEqual(6);
      expect(products.length, file).toBeLessThanOrEqual(15);
      const treeName = findCategoryBySlug(entry.categorySlug)?.name;
      for (const product of products) expect(product["Product Category"], file).toBe(treeName);
    }
  });

  it("lists every CSV file in the manifest with its counts", () => {
    const csvFiles = listFiles(firstDir).filter((file) => file.endsWith(".csv"));
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      csvFiles.map((file) => file.split(path.sep).join("/")),
    );
    for (const file of manifest.files) {
      const products = productRows(file.path);
      expect(file.products, file.path).toBe(products.length);
      expect(file.variants, file.path).toBe(rows(file.path).filter((row) => row["Variant Price"] !== "").length);
      const withoutOptions = products.filter((row) => row["Option1 Name"] === "Title").length;
      expect(file.variantsWithOptions, file.path).toBe(file.variants - withoutOptions);
      expect(file.rows, file.path).toBe(rows(file.path).length);
      expect(file.url).toBe(`/${file.path}`);
    }
    const regular = manifest.files.find((file) => file.path === "csv-imports/trail-fullys.csv");
    expect(regular?.presets).toContain("regular-bikes-import-4");
    expect(manifest.files.find((file) => file.path === "csv-imports/mtb-fullys.csv")?.presets).toEqual(
      expect.arrayContaining(["regular-bikes-import-4", "consolidated-bike-import"]),
    );
  });

  it("writes standard Shopify CSV: header, UTF-8, LF line endings, product fields on the first row only", () => {
    for (const file of manifest.files) {
      const text = readFileSync(path.join(firstDir, file.path), "utf8");
      expect(text.startsWith(`${SHOPIFY_COLUMNS.join(",")}\n`), file.path).toBe(true);
      expect(text.includes("\r"), file.path).toBe(false);
      const required = [
        "Handle",
        "Title",
        "Body (HTML)",
        "Vendor",
        "Type",
        "Published",
        "Option1 Name",
        "Option1 Value",
        "Variant SKU",
        "Variant Price",
        "Variant Inventory Qty",
        "Image Src",
        "Status",
      ];
      for (const row of productRows(file.path)) {
        for (const column of required) expect(row[column], `${file.path} ${row.Handle} ${column}`).not.toBe("");
      }
      let handle = "";
      for (const row of rows(file.path)) {
        // A new handle always starts with its product row.
        if (row.Handle !== handle) expect(row.Title, `${file.path} ${row.Handle}`).not.toBe("");
        handle = row.Handle ?? "";
      }
    }
    expect(readFileSync(path.join(firstDir, "products-500.csv"), "utf8")).toMatch(/Rahmenhöhe/);
  });

  it("gives every handle the same rows in every file and derives it from the title", () => {
    const seen = new Map<string, { file: string; text: string }>();
    for (const file of manifest.files) {
      for (const [handle, text] of rowsByHandle(file.path)) {
        const earlier = seen.get(handle);
        if (earlier) expect(text, `${handle} in ${file.path} and ${earlier.file}`).toBe(earlier.text);
        else seen.set(handle, { file: file.path, text });
      }
      for (const row of productRows(file.path)) expect(row.Handle).toBe(slugify(row.Title ?? ""));
    }
    expect(seen.size).toBe(manifest.totals.products);
  });

  it("references only images that exist, and generates only referenced images", () => {
    const referenced = new Set<string>();
    for (const file of manifest.files) {
      for (const row of rows(file.path)) {
        for (const src of [row["Image Src"], row["Variant Image"]]) {
          if (!src) continue;
          expect(src).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
          referenced.add(src.replace("/images/products/", ""));
        }
      }
    }
    const onDisk = readdirSync(path.join(firstDir, IMAGES_DIR)).sort();
    expect(onDisk).toEqual([...referenced].sort());
    expect(manifest.images.files.slice().sort()).toEqual(onDisk);
  });

  it("keeps prices realistic per product type", () => {
    const eMtb = new Set(["E-Bikes Fully", "E-Bikes Hardtail", "Light E-MTBs"]);
    const kids = new Set([
      "Lauflernräder",
      "Kinderräder 12 Zoll",
      "Kinderräder 14 Zoll",
      "Kinderräder 16 Zoll",
      "Kinderräder 18 Zoll",
      "Kinderräder 20 Zoll",
      "Kinderräder 24 Zoll",
      "Kinder-MTBs 20 Zoll",
      "Kinder-MTBs 24 Zoll",
    ]);
    let reductions = 0;
    for (const file of manifest.files) {
      let product: CsvRow | undefined;
      for (const row of rows(file.path)) {
        if (row.Title) product = row;
        if (!row["Variant Price"] || !product) continue;
        const amount = price(row["Variant Price"]);
        expect(row["Variant Price"]).toMatch(/^\d+\.\d{2}$/);
        const label = `${file.path} ${row.Handle} ${amount}`;
        if (product.Type === "Zubehör" || product.Type === "Teile") {
          expect(amount, label).toBeGreaterThanOrEqual(9.99);
          expect(amount, label).toBeLessThanOrEqual(199);
        } else {
          expect(["E-Bikes", "Fahrräder"]).toContain(product.Type);
          expect(amount, label).toBeGreaterThanOrEqual(199);
          expect(amount, label).toBeLessThanOrEqual(9999);
          expect(row["Variant Price"], label).toMatch(/9\.00$/);
        }
        const category = product["Product Category"] ?? "";
        if (eMtb.has(category)) expect(amount, label).toBeGreaterThanOrEqual(2999);
        if (kids.has(category)) expect(amount, label).toBeLessThanOrEqual(599);
        if (row["Variant Compare At Price"]) {
          reductions += 1;
          expect(price(row["Variant Compare At Price"]), label).toBeGreaterThan(amount);
        }
      }
    }
    expect(reductions).toBeGreaterThan(100);
  });

  it("uses valid, unique EAN-13 barcodes and unique SKUs", () => {
    const barcodes = new Map<string, string>();
    const skus = new Map<string, string>();
    let withoutBarcode = 0;
    for (const file of manifest.files) {
      for (const row of rows(file.path)) {
        if (!row["Variant Price"]) continue;
        const owner = `${row.Handle}/${row["Option1 Value"]}/${row["Option2 Value"]}/${row["Option3 Value"]}`;
        const barcode = row["Variant Barcode"] ?? "";
        if (barcode) {
          expect(isValidEan13(barcode), barcode).toBe(true);
          expect(barcodes.get(barcode) ?? owner).toBe(owner);
          barcodes.set(barcode, owner);
        } else {
          withoutBarcode += 1;
        }
        const sku = row["Variant SKU"] ?? "";
        expect(sku).toMatch(/^RW-[A-Z0-9-]+$/);
        expect(skus.get(sku) ?? owner).toBe(owner);
        skus.set(sku, owner);
      }
    }
    expect(withoutBarcode).toBeGreaterThan(0);
  });

  it("has sold-out, low-stock and well-stocked variants and a few sold-out products", () => {
    const stock = rows("products-500.csv")
      .filter((row) => row["Variant Price"])
      .map((row) => Number(row["Variant Inventory Qty"]));
    expect(Math.min(...stock)).toBe(0);
    expect(Math.max(...stock)).toBeLessThanOrEqual(30);
    expect(stock.filter((qty) => qty >= 1 && qty <= 5).length).toBeGreaterThan(50);
    const byHandle = new Map<string, number>();
    for (const row of rows("products-500.csv")) {
      if (row["Variant Price"])
        byHandle.set(row.Handle ?? "", (byHandle.get(row.Handle ?? "") ?? 0) + Number(row["Variant Inventory Qty"]));
    }
    const soldOut = [...byHandle.values()].filter((total) => total === 0).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut).toBeLessThan(byHandle.size / 5);
  });

  it("names products in German with colour words, brands and option names the shop filters on", () => {
    const titles = manifest.files.flatMap((file) => productRows(file.path).map((row) => row.Title ?? ""));
    for (const colour of NAME_COLOURS)
      expect(
        titles.some((title) => title.endsWith(` ${colour}`)),
        colour,
      ).toBe(true);
    expect(titles.some((title) => !NAME_COLOURS.some((colour) => title.endsWith(` ${colour}`)))).toBe(true);

    const vendors = new Set(productRows("products.csv").map((row) => row.Vendor));
    for (const brand of FEATURED_BRANDS) expect(vendors.has(brand.name), brand.name).toBe(true);

    const optionNames = new Set<string>();
    for (const file of manifest.files) {
      for (const row of productRows(file.path))
        for (const column of ["Option1 Name", "Option2 Name", "Option3 Name"])
          if (row[column]) optionNames.add(row[column] ?? "");
    }
    expect([...optionNames].sort()).toEqual([
      "Akku",
      "Farbe",
      "Laufradgröße (Zoll)",
      "Rahmenhöhe",
      "Title",
      "Wähle Deine Größe",
    ]);
    const singles = productRows("products-500.csv").filter((row) => row["Option1 Name"] === "Title");
    expect(singles.length).toBeGreaterThan(0);
    for (const row of singles) expect(row["Option1 Value"]).toBe("Default Title");
  });

  it("puts every product in the colour group its closing colour word names (or 'Sonstige')", () => {
    for (const file of manifest.files) {
      for (const row of productRows(file.path)) {
        const title = row.Title ?? "";
        const expected = NAME_COLOURS.find((colour) => title.endsWith(` ${colour}`)) ?? "Sonstige";
        expect(colourGroupOf(title), title).toBe(expected);
      }
    }
  });

  it("files parts and accessories under a Type, without a tree category", () => {
    const accessories = productRows("products-500.csv").filter((row) => row["Product Category"] === "");
    expect(accessories.length).toBeGreaterThan(20);
    for (const row of accessories) expect(["Zubehör", "Teile"]).toContain(row.Type);
  });

  it("writes HTML descriptions with an intro and a specification list of 5 to 9 items", () => {
    for (const row of productRows("products-500.csv")) {
      const body = row["Body (HTML)"] ?? "";
      expect(body, row.Handle).toMatch(/^<p>[^<]+<\/p>/);
      const items = body.match(/<li><strong>[^<]+:<\/strong> [^<]+<\/li>/g) ?? [];
      expect(items.length, row.Handle).toBeGreaterThanOrEqual(5);
      expect(items.length, row.Handle).toBeLessThanOrEqual(9);
    }
  });

  it("gives products one to four pictures, and up to 16 in the Mayhem file", () => {
    const counts = new Map<string, number>();
    for (const file of manifest.files) {
      const inFile = new Map<string, number>();
      for (const row of rows(file.path))
        if (row["Image Src"]) inFile.set(row.Handle ?? "", (inFile.get(row.Handle ?? "") ?? 0) + 1);
      for (const [handle, count] of inFile) counts.set(handle, count);
    }
    const values = [...counts.values()];
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(16);
    const standard = productRows("products-500.csv").map((row) => counts.get(row.Handle ?? "") ?? 0);
    expect(standard.filter((count) => count === 1).length).toBeGreaterThan(0);
    expect(standard.filter((count) => count >= 3).length).toBeGreaterThan(0);
    expect(Math.max(...standard)).toBeLessThanOrEqual(4);
  });
});
