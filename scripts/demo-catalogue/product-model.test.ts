import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { allCategories } from "../../app/features/catalog/category-tree";
import { slugify } from "../../app/utils/slugify";
import { generateBenchmarkCsv } from "./catalogue";
import { planDemoCatalogue } from "./file-plan";
import { CATEGORY_RECIPES, SEGMENTS } from "./german-names";
import { CatalogueRegistry, ean13CheckDigit, generateProducts, isValidEan13 } from "./product-model";

const tempDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-bench-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe("EAN-13", () => {
  it("computes the GS1 check digit", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
  });
});

describe("category recipes", () => {
  it("cover every node of the category tree with known segments", () => {
    for (const node of allCategories()) expect(CATEGORY_RECIPES[node.slug], node.slug).toBeDefined();
    for (const [slug, recipe] of Object.entries(CATEGORY_RECIPES)) {
      expect(
        allCategories().some((node) => node.slug === slug),
        slug,
      ).toBe(true);
      for (const key of recipe.segments) expect(SEGMENTS[key], `${slug} → ${key}`).toBeDefined();
    }
  });

  it("keep price ranges inside the shop's limits", () => {
    for (const segment of Object.values(SEGMENTS)) {
      expect(segment.price[0], segment.key).toBeGreaterThanOrEqual(199);
      expect(segment.price[1], segment.key).toBeLessThanOrEqual(9999);
      expect(segment.price[0], segment.key).toBeLessThan(segment.price[1]);
    }
  });
});

describe("generateProducts", () => {
  it("is deterministic for the same spec", () => {
    const spec = { seed: "test", count: 30, categorySlugs: ["trail-fullys", null, "kinderraeder-16-zoll"] };
    expect(generateProducts(spec)).toEqual(generateProducts(spec));
  });

  it("builds exactly the requested number of variants", () => {
    for (const variantsPerProduct of [1, 5, 8]) {
      const products = generateProducts({ seed: `forced-${variantsPerProduct}`, count: 40, variantsPerProduct });
      for (const product of products) {
        expect(product.variants, product.handle).toHaveLength(variantsPerProduct);
        const keys = new Set(product.variants.map((variant) => variant.options.join("|")));
        expect(keys.size, product.handle).toBe(variantsPerProduct);
      }
    }
  });

  it("never hands out a handle twice within one registry", () => {
    const registry = new CatalogueRegistry();
    const products = generateProducts({ seed: "crowded", count: 300, categorySlugs: ["e-bikes-kinder"], registry });
    expect(new Set(products.map((product) => product.handle)).size).toBe(300);
    // Once the few real names are used up, Shopify's numbering takes over.
    expect(products.some((product) => product.handle !== slugify(product.title))).toBe(true);
  });
});

describe("generateBenchmarkCsv", () => {
  it("writes 10,000 products with 50,000 variants", async () => {
    const file = path.join(tempDir, "bench-10000.csv");
    const stats = await generateBenchmarkCsv(file, { products: 10_000, variantsPerProduct: 5 });
    expect(stats.products).toBe(10_000);
    expect(stats.variants).toBe(50_000);
    expect(stats.bytes).toBe(readFileSync(file).length);
  });

  it("is deterministic and never reuses a demo handle", async () => {
    const first = path.join(tempDir, "bench-a.csv");
    const second = path.join(tempDir, "bench-b.csv");
    await generateBenchmarkCsv(first, { products: 400, variantsPerProduct: 5 });
    await generateBenchmarkCsv(second, { products: 400, variantsPerProduct: 5 });
    expect(readFileSync(first).equals(readFileSync(second))).toBe(true);

    const rows = parse(readFileSync(first), { columns: true }) as Record<string, string>[];
    const products = rows.filter((row) => row.Title);
    expect(products).toHaveLength(400);
    expect(rows.filter((row) => row["Variant Price"])).toHaveLength(2000);
    const demoHandles = new Set(
      planDemoCatalogue().files.flatMap((file) => file.products.map((product) => product.handle)),
    );
    for (const row of products) expect(demoHandles.has(row.Handle ?? ""), row.Handle).toBe(false);
  });
});
