import { asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertTestOrder } from "../../../tests/support/orders";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { orderItems, orders, productVariants, products } from "../../db/schema";
import { deleteAllProducts } from "./delete-products.server";
import { reorganiseCategories } from "./fix-categories.server";
import { generateSkus, productSkuBase } from "./generate-skus.server";
import { bufferSource, countCatalogue, importCatalogue } from "./import-engine.server";
import { analyzeMissingEbikes, importMissingEbikes } from "./missing-ebikes.server";
import type { DeleteProductsReply, FixCategoriesReply, GenerateSkusReply, MissingEbikesReply } from "./run-types";
import { copyImportDir, createTestImportTools, PUBLIC_DIR } from "./testing.server";

const HEADER = "Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Barcode";

describe.each(testDatabaseKinds())("maintenance tools on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(products);
  });

  const importText = (text: string) => importCatalogue(handle.db, [bufferSource("test.csv", text)]);

  it("deletes all products and variants but leaves orders with their item names and prices", async () => {
    await importText(`${HEADER}\nrad,Rad,Cube,Fahrräder,Größe,M,R-M,1,100.00,\nrad,,,,,L,R-L,1,110.00,\nhelm,Helm,Uvex,Zubehör,,,H-1,3,49.90,\n`);
    const [rad] = await handle.db.select().from(products).where(eq(products.handle, "rad"));
    const order = await insertTestOrder(handle.db, { items: [{ productName: "Rad (Größe: M)", quantity: 1, priceCents: 10_000, productId: rad!.id }] });

    const tools = await createTestImportTools(handle);
    try {
      const run = await tools.run({ tool: "delete-products" }, null);
      expect(run.result).toEqual({
        kind: "delete-products",
        success: true,
        message: "Alle Produkte gelöscht: 2 Produkte und 2 Varianten entfernt.",
        productsDeleted: 2,
        variantsDeleted: 2,
      } satisfies DeleteProductsReply);
    } finally {
      await tools.shutdown();
    }
    expect(await countCatalogue(handle.db)).toEqual({ products: 0, variants: 0 });
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => [item.productName, item.price, item.productId])).toEqual([["Rad (Größe: M)", "100.00", rad!.id]]);
    expect(await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });

  it("re-maps products onto the tree by old category texts, type and name, and reports what moved", async () => {
    await importText(
      [
        "Handle,Title,Vendor,Product Category,Type,Tags,Variant Price",
        "ok-rad,Cube Reaction,Cube,MTB Hardtails,Fahrräder,,999",
        "legacy-fully,Cube Stereo Hybrid 140,Cube,,E-Bikes,Fully,4999",
        "legacy-kids,Puky Kinderrad 16 Zoll blau,Puky,,Fahrräder,,249",
        "legacy-text,Gazelle Ultimate,Gazelle,,,,1999",
        "helm,Uvex Kinderhelm,Uvex,,Zubehör,,49",
      ].join("\n"),
    );
    // Old data: category texts without slug, a slug that is not in the tree, texts out of date.
    await handle.db.update(products).set({ category: "Trekkingräder", subcategory: "Trekkingräder Damen", categorySlug: null }).where(eq(products.handle, "legacy-text"));
    await handle.db.update(products).set({ categorySlug: "alte-kategorie" }).where(eq(products.handle, "legacy-kids"));
    await handle.db.update(products).set({ category: "Fahrräder", subcategory: "MTB" }).where(eq(products.handle, "ok-rad"));

    const preview = await reorganiseCategories(handle.db, { dryRun: true });
    expect(preview.moved).toBe(4);
    expect((await handle.db.select().from(products).where(eq(products.handle, "legacy-text")))[0]?.categorySlug).toBeNull();

    const reply: FixCategoriesReply = await reorganiseCategories(handle.db);
    expect(reply).toMatchObject({ kind: "fix-categories", success: true, checked: 5, moved: 4, unchanged: 1, unassigned: 1 });
    const byHandle = Object.fromEntries(reply.moves.map((move) => [move.handle, move]));
    expect(byHandle["legacy-text"]).toMatchObject({ from: "Trekkingräder › Trekkingräder Damen", to: "Trekkingräder › Trekkingräder Damen", rule: "category-text" });
    expect(byHandle["legacy-fully"]).toMatchObject({ from: null, to: "E-Mountainbikes › E-Bikes Fully", rule: "name" });
    expect(byHandle["legacy-kids"]).toMatchObject({ from: "(alte-kategorie)", to: "Kinderfahrräder › Kinderräder 16 Zoll", rule: "name" });
    expect(byHandle["ok-rad"]).toMatchObject({ from: "Mountainbikes › MTB Hardtails", to: "Mountainbikes › MTB Hardtails", rule: "slug" });

    const rows = await handle.db
      .select({ handle: products.handle, slug: products.categorySlug, category: products.category, subcategory: products.subcategory, hash: products.contentHash })
      .from(products)
      .orderBy(asc(products.handle));
    expect(rows).toEqual([
      { handle: "helm", slug: null, category: null, subcategory: null, hash: expect.any(String) },
      { handle: "legacy-fully", slug: "e-bikes-fully", category: "E-Mountainbikes", subcategory: "E-Bikes Fully", hash: null },
      { handle: "legacy-kids", slug: "kinderraeder-16-zoll", category: "Kinderfahrräder", subcategory: "Kinderräder 16 Zoll", hash: null },
      { handle: "legacy-text", slug: "trekkingraeder-damen", category: "Trekkingräder", subcategory: "Trekkingräder Damen", hash: null },
      { handle: "ok-rad", slug: "mtb-hardtails", category: "Mountainbikes", subcategory: "MTB Hardtails", hash: null },
    ]);
    // A second run finds nothing to move.
    expect(await reorganiseCategories(handle.db)).toMatchObject({ moved: 0, unchanged: 5 });
  });

  it("fills missing SKUs with a stable scheme and EANs from the CSV barcodes, and is idempotent", async () => {
    // The 5 test products as the demo files have them, then SKUs and EANs lost (as after a
    // custom upload without those columns).
    const source = await import("node:fs").then((fs) => fs.readFileSync(`${PUBLIC_DIR}/test-products-5.csv`));
    await importCatalogue(handle.db, [bufferSource("test-products-5.csv", source)]);
    const withEan = await handle.db.select({ id: productVariants.id, ean: productVariants.ean }).from(productVariants).where(sql`${productVariants.ean} IS NOT NULL`);
    const productsWithEan = await handle.db.select({ id: products.id, ean: products.ean }).from(products).where(sql`${products.ean} IS NOT NULL`);
    expect(withEan.length).toBeGreaterThan(0);
    await handle.db.update(productVariants).set({ sku: null, ean: null });
    await handle.db.update(products).set({ sku: null, ean: null });
    const [first] = await handle.db.select().from(products).orderBy(asc(products.handle)).limit(1);
    await handle.db.update(products).set({ sku: "EIGENE-SKU" }).where(eq(products.id, first!.id));

    const reply: GenerateSkusReply = await generateSkus(handle.db, { importDir: PUBLIC_DIR });
    expect(Object.keys(reply)).toEqual(expect.arrayContaining(["success", "message", "error"]));
    const variantCount = (await countCatalogue(handle.db)).variants;
    expect(reply).toMatchObject({ success: true, error: null, skusGenerated: variantCount + 4, eansFilled: withEan.length + productsWithEan.length, productsChanged: 5 });
    expect(await handle.db.select().from(productVariants).where(isNull(productVariants.sku))).toEqual([]);
    const restored = await handle.db.select({ id: productVariants.id, ean: productVariants.ean }).from(productVariants).where(sql`${productVariants.ean} IS NOT NULL`);
    expect(new Map(restored.map((row) => [row.id, row.ean]))).toEqual(new Map(withEan.map((row) => [row.id, row.ean])));
    const restoredProducts = await handle.db.select({ id: products.id, ean: products.ean }).from(products).where(sql`${products.ean} IS NOT NULL`);
    expect(new Map(restoredProducts.map((row) => [row.id, row.ean]))).toEqual(new Map(productsWithEan.map((row) => [row.id, row.ean])));
    const after = await handle.db.select().from(products).orderBy(asc(products.handle));
    expect(after[0]!.sku).toBe("EIGENE-SKU");
    for (const product of after.slice(1)) expect(product.sku).toBe(productSkuBase(product.handle, product.brand));
    expect(after.every((product) => product.contentHash === null)).toBe(true);
    const skus = (await handle.db.select({ sku: productVariants.sku }).from(productVariants)).map((row) => row.sku);
    expect(new Set(skus).size).toBe(skus.length);

    // Idempotent: a second run changes nothing at all.
    const snapshot = await handle.db.select().from(productVariants).orderBy(asc(productVariants.id));
    expect(await generateSkus(handle.db, { importDir: PUBLIC_DIR })).toMatchObject({ success: true, skusGenerated: 0, eansFilled: 0, productsChanged: 0 });
    expect(await handle.db.select().from(productVariants).orderBy(asc(productVariants.id))).toEqual(snapshot);
  });

  it("analyses missing e-bikes the same way the import then imports them", async () => {
    const copy = copyImportDir();
    try {
      // One e-bike gets a broken price in every e-bike file that lists it (its category file
      // and ebikes.csv): it is reported as not importable.
      const fs = await import("node:fs");
      const kinder = `${copy.dir}/csv-imports/e-bikes-kinder.csv`;
      const brokenHandle = fs.readFileSync(kinder, "utf8").split("\n")[1]!.split(",")[0]!;
      for (const file of [kinder, `${copy.dir}/ebikes.csv`]) {
        const lines = fs.readFileSync(file, "utf8").split("\n");
        const index = lines.findIndex((line) => line.startsWith(`${brokenHandle},`));
        lines[index] = lines[index]!.replace(/,(\d+\.\d\d),/, ",gratis,");
        fs.writeFileSync(file, lines.join("\n"));
      }

      const tools = await createTestImportTools(handle, { importDir: copy.dir });
      try {
        await tools.run({ tool: "categorized-ebike-import", strict: false }, null);
      } finally {
        await tools.shutdown();
      }
      const all = await handle.db.select({ handle: products.handle }).from(products).orderBy(asc(products.handle));
      const removed = all.filter((_, index) => index % 9 === 0).map((row) => row.handle);
      await handle.db.delete(products).where(inArray(products.handle, removed));

      const analysis = await analyzeMissingEbikes(handle.db, { importDir: copy.dir });
      expect(analysis.missing.map((entry) => entry.handle).sort()).toEqual([...removed].sort());
      expect(analysis.missing[0]?.reason).toMatch(/^Nicht im Shop – wird in „.+“ angelegt\.$/);
      expect(analysis.invalid.map((entry) => entry.handle)).toEqual([brokenHandle]);
      expect(analysis.invalid[0]?.reason).toBe('Zeile 2: Ungültiger Preis: "gratis" – kann nicht importiert werden.');
      expect(analysis.present).toBe(all.length - removed.length);
      expect(analysis.processed).toBe(all.length + 1);
      expect(await countCatalogue(handle.db)).toMatchObject({ products: all.length - removed.length });

      const reply: MissingEbikesReply = await importMissingEbikes(handle.db, { importDir: copy.dir });
      expect(reply).toMatchObject({ kind: "missing-ebikes", success: true, processed: analysis.processed, imported: removed.length, skipped: analysis.processed - removed.length });
      expect(reply.importedProducts.map((entry) => entry.handle).sort()).toEqual([...removed].sort());
      const back = await handle.db.select({ handle: products.handle, slug: products.categorySlug }).from(products).where(inArray(products.handle, removed));
      expect(back).toHaveLength(removed.length);
      expect(back.every((row) => row.slug !== null)).toBe(true);

      const again = await analyzeMissingEbikes(handle.db, { importDir: copy.dir });
      expect(again).toMatchObject({ missing: [], present: all.length });
      expect(await importMissingEbikes(handle.db, { importDir: copy.dir })).toMatchObject({ imported: 0, skipped: analysis.processed });
    } finally {
      copy.remove();
    }
  });
});
