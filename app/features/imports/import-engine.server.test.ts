import { asc, eq, sql } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { productVariants, products } from "../../db/schema";
import {
  UnknownCategoryError,
  bufferSource,
  countCatalogue,
  fileSource,
  importCatalogue,
  type ImportProgress,
} from "./import-engine.server";

const fixturePath = (name: string) => fileURLToPath(new URL(`../../../tests/fixtures/csv/${name}`, import.meta.url));
const fixture = (name: string) => fileSource(fixturePath(name));

const HEADER = "Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price";

describe.each(testDatabaseKinds())("catalogue import on %s", (kind) => {
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

  const productByHandle = async (productHandle: string) => {
    const [row] = await handle.db.select().from(products).where(eq(products.handle, productHandle));
    return row;
  };
  const variantsOf = (productId: string) =>
    handle.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position));

  it("imports products with their variants, options, images and categories", async () => {
    const summary = await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);

    expect(summary).toMatchObject({ productsCreated: 4, productsUpdated: 0, productsUnchanged: 0, variants: 12, skipped: 0, errors: [] });
    expect(summary.files).toEqual([{ name: "fahrraeder.csv", products: 4, variants: 12 }]);
    expect(await countCatalogue(handle.db)).toEqual({ products: 4, variants: 12 });

    const cube = (await productByHandle("cube-kathmandu-hybrid-pro-750"))!;
    expect(cube).toMatchObject({
      name: "Cube Kathmandu Hybrid Pro 750",
      brand: "Cube",
      price: "3499.00",
      compareAtPrice: "3999.00",
      stock: 10,
      sku: "CUBE-KHP750-50-GR",
      ean: "4012345000016",
      category: "E-Bikes Trekking",
      subcategory: null,
      categorySlug: "e-bikes-trekking",
      productType: "E-Bikes Trekking",
      tags: ["E-Bike", "Trekking", "Bosch"],
      imageUrl: "https://cdn.radwerk.example/produkte/cube-kathmandu-grau.jpg",
      options: [
        { name: "Rahmengröße", values: ["50 cm", "54 cm", "58 cm"] },
        { name: "Farbe", values: ["Grau", "Schwarz"] },
      ],
    });
    expect(cube.images.map((image) => image.url.split("/").pop())).toEqual([
      "cube-kathmandu-grau.jpg",
      "cube-kathmandu-schwarz.jpg",
      "cube-kathmandu-detail-motor.jpg",
    ]);
    expect(cube.description).toContain("<li>Motor: Bosch Performance Line CX, 85 Nm</li>");
    const cubeVariants = await variantsOf(cube.id);
    expect(cubeVariants.map((variant) => [variant.optionsKey, variant.price, variant.stock, variant.position])).toEqual([
      ["50 cm / Grau", "3499.00", 3, 1],
      ["54 cm / Grau", "3499.00", 5, 2],
      ["58 cm / Grau", "3499.00", 0, 3],
      ["54 cm / Schwarz", "3549.00", 2, 4],
    ]);
    expect(cubeVariants[3]).toMatchObject({
      title: "54 cm / Schwarz",
      selectedOptions: [
        { name: "Rahmengröße", value: "54 cm" },
        { name: "Farbe", value: "Schwarz" },
      ],
      sku: "CUBE-KHP750-54-SW",
      ean: "4012345000047",
      compareAtPrice: "3999.00",
      imageUrl: "https://cdn.radwerk.example/produkte/cube-kathmandu-schwarz.jpg",
    });

    // Category from a tag; a negative stock in the file is stored as 0.
    const focus = (await productByHandle("focus-jam2-6-9"))!;
    expect(focus).toMatchObject({ category: "E-Mountainbikes", subcategory: "E-Bikes Fully", categorySlug: "e-bikes-fully", stock: 7 });
    expect((await variantsOf(focus.id)).at(-1)).toMatchObject({ optionsKey: "XL", stock: 0 });

    // 'Default Title': price, stock and SKU on the product, no variant rows, no options.
    const lock = (await productByHandle("abus-bordo-6000-faltschloss"))!;
    expect(lock).toMatchObject({ price: "89.95", compareAtPrice: "99.95", stock: 25, sku: "ABUS-BORDO-6000-90", ean: "4003330000128", options: null, categorySlug: null, category: null });
    expect(await variantsOf(lock.id)).toEqual([]);

    // The product price is the lowest variant price.
    const trek = (await productByHandle("trek-marlin-7"))!;
    expect(trek).toMatchObject({ price: "1079.00", stock: 12, category: "Mountainbikes", subcategory: "MTB Hardtails", categorySlug: "mtb-hardtails" });
  });

  it("changes nothing when the same file is imported again", async () => {
    await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);
    const before = await handle.db.select().from(products).orderBy(asc(products.handle));
    const variantsBefore = await handle.db.select().from(productVariants).orderBy(asc(productVariants.id));

    const summary = await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);

    expect(summary).toMatchObject({ productsCreated: 0, productsUpdated: 0, productsUnchanged: 4, variants: 0, errors: [] });
    expect(summary.files).toEqual([{ name: "fahrraeder.csv", products: 4, variants: 12 }]);
    expect(await countCatalogue(handle.db)).toEqual({ products: 4, variants: 12 });
    expect(await handle.db.select().from(products).orderBy(asc(products.handle))).toEqual(before);
    expect(await handle.db.select().from(productVariants).orderBy(asc(productVariants.id))).toEqual(variantsBefore);
  });

  it("updates changed products and variants and deletes variants no longer in the file", async () => {
    await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);
    const cubeBefore = (await productByHandle("cube-kathmandu-hybrid-pro-750"))!;
    const trekBefore = (await productByHandle("trek-marlin-7"))!;
    const variantIdsBefore = new Map((await variantsOf(trekBefore.id)).map((variant) => [variant.optionsKey, variant.id]));

    const summary = await importCatalogue(handle.db, [fixture("fahrraeder-aktualisiert.csv")]);

    expect(summary).toMatchObject({ productsCreated: 0, productsUpdated: 2, productsUnchanged: 2, variants: 7, errors: [] });
    expect(await countCatalogue(handle.db)).toEqual({ products: 4, variants: 11 });

    const cube = (await productByHandle("cube-kathmandu-hybrid-pro-750"))!;
    expect(cube).toMatchObject({ id: cubeBefore.id, createdAt: cubeBefore.createdAt, price: "3549.00" });
    expect(cube.updatedAt.getTime()).toBeGreaterThanOrEqual(cubeBefore.updatedAt.getTime());
    expect((await variantsOf(cube.id)).map((variant) => [variant.optionsKey, variant.price])).toEqual([
      ["50 cm / Grau", "3799.00"],
      ["54 cm / Grau", "3799.00"],
      ["58 cm / Grau", "3799.00"],
      ["54 cm / Schwarz", "3549.00"],
    ]);

    const trekVariants = await variantsOf(trekBefore.id);
    expect(trekVariants.map((variant) => variant.optionsKey)).toEqual(["M / Schwarz", "L / Schwarz", "M / Blau"]);
    // Variants are updated in place: same ids as before.
    for (const variant of trekVariants) expect(variant.id).toBe(variantIdsBefore.get(variant.optionsKey));
    expect((await productByHandle("trek-marlin-7"))?.stock).toBe(11);
  });

  it("imports the valid rows of a broken file and reports each bad row with number and reason", async () => {
    const summary = await importCatalogue(handle.db, [fixture("fehlerhaft.csv")]);

    expect(summary.errors.map(({ file, row, handle: productHandle, message }) => ({ file, row, handle: productHandle, message }))).toEqual([
      { file: "fehlerhaft.csv", row: 6, handle: "cube-attain-gtc-sl", message: 'Ungültiger Bestand: "viele"' },
      { file: "fehlerhaft.csv", row: 8, handle: null, message: "Handle fehlt" },
      { file: "fehlerhaft.csv", row: 9, handle: "schwalbe-marathon-plus", message: "Titel fehlt" },
      { file: "fehlerhaft.csv", row: 11, handle: "sks-bluemels-schutzblech", message: 'Ungültiger Preis: "abc"' },
      { file: "fehlerhaft.csv", row: 14, handle: "vaude-radtrikot-herren", message: "Preis fehlt" },
      { file: "fehlerhaft.csv", row: 15, handle: "vaude-radtrikot-herren", message: 'Doppelte Variante "S"' },
      { file: "fehlerhaft.csv", row: 17, handle: "cube-attain-gtc-sl", message: 'Doppelter Handle "cube-attain-gtc-sl"' },
    ]);
    expect(summary).toMatchObject({ productsCreated: 4, skipped: 2, variants: 4 });
    expect(await countCatalogue(handle.db)).toEqual({ products: 4, variants: 4 });
    const attain = (await productByHandle("cube-attain-gtc-sl"))!;
    expect((await variantsOf(attain.id)).map((variant) => variant.optionsKey)).toEqual(["56 cm", "60 cm"]);
    expect(await productByHandle("continental-fahrradschlauch-28")).toMatchObject({ price: "19.99", stock: 40 });
    expect(await productByHandle("vaude-radtrikot-herren")).toMatchObject({ stock: 3 });
    expect(await productByHandle("sigma-buster-1100")).toMatchObject({ ean: null });
    expect(await productByHandle("schwalbe-marathon-plus")).toBeUndefined();
  });

  it("refuses an unknown category before writing anything", async () => {
    const importing = importCatalogue(handle.db, [fixture("fahrraeder.csv")], { categorySlug: "einraeder" });
    await expect(importing).rejects.toThrow(UnknownCategoryError);
    await expect(importing).rejects.toThrow('Unbekannte Kategorie "einraeder"');
    expect(await countCatalogue(handle.db)).toEqual({ products: 0, variants: 0 });
  });

  it("puts every product into the category the import names", async () => {
    await importCatalogue(handle.db, [fixture("fahrraeder.csv")], { categorySlug: "crossraeder-damen" });
    const rows = await handle.db.selectDistinct({ slug: products.categorySlug, category: products.category, subcategory: products.subcategory }).from(products);
    expect(rows).toEqual([{ slug: "crossraeder-damen", category: "Trekkingräder", subcategory: "Crossräder" }]);
  });

  it("stops after the product limit", async () => {
    const summary = await importCatalogue(handle.db, [fixture("fahrraeder.csv"), fixture("zubehoer-excel-1252.csv")], { limit: 2 });
    expect(summary).toMatchObject({ productsCreated: 2, variants: 8 });
    expect(summary.files).toEqual([{ name: "fahrraeder.csv", products: 2, variants: 8 }]);
    expect((await handle.db.select({ handle: products.handle }).from(products).orderBy(asc(products.handle))).map((row) => row.handle)).toEqual([
      "cube-kathmandu-hybrid-pro-750",
      "focus-jam2-6-9",
    ]);
  });

  it("reports in a dry run what would change but writes nothing", async () => {
    const fresh = await importCatalogue(handle.db, [fixture("fahrraeder.csv"), fixture("fehlerhaft.csv")], { dryRun: true });
    expect(fresh).toMatchObject({ productsCreated: 8, productsUpdated: 0, productsUnchanged: 0, variants: 16, skipped: 2 });
    expect(fresh.errors).toHaveLength(7);
    expect(await countCatalogue(handle.db)).toEqual({ products: 0, variants: 0 });

    await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);
    const before = await handle.db.select().from(products).orderBy(asc(products.handle));
    const changes = await importCatalogue(handle.db, [fixture("fahrraeder-aktualisiert.csv")], { dryRun: true });
    expect(changes).toMatchObject({ productsCreated: 0, productsUpdated: 2, productsUnchanged: 2, variants: 7, errors: [] });
    expect(await handle.db.select().from(products).orderBy(asc(products.handle))).toEqual(before);
    expect(await countCatalogue(handle.db)).toEqual({ products: 4, variants: 12 });
  });

  it("stores descriptions without scripts or event handlers", async () => {
    const csv =
      `${HEADER}\n` +
      `canyon-grizl-7,Canyon Grizl 7,"<p onclick=""alert(1)"">Gravelbike für Abenteuer</p><script>document.cookie</script><iframe src=""https://evil.example""></iframe>",Canyon,Gravel Bikes,Title,Default Title,CG7,3,2199.00\n`;
    await importCatalogue(handle.db, [bufferSource("upload.csv", csv)]);
    expect(await productByHandle("canyon-grizl-7")).toMatchObject({
      description: "<p>Gravelbike für Abenteuer</p>",
      categorySlug: "gravel-bikes",
    });
  });

  it("reports a file that cannot be read and goes on with the next file", async () => {
    const progress: ImportProgress[] = [];
    const summary = await importCatalogue(
      handle.db,
      [
        fixture("gibt-es-nicht.csv"),
        bufferSource("ohne-preis.csv", "Title,Handle,Vendor\nCube Aim,cube-aim,Cube\n"),
        bufferSource("leer.csv", ""),
        fixture("zubehoer-excel-1252.csv"),
      ],
      { pauseBetweenFilesMs: 1, onProgress: (update) => progress.push(update) },
    );
    expect(summary.files).toEqual([
      { name: "gibt-es-nicht.csv", products: 0, variants: 0, error: "Datei nicht gefunden: gibt-es-nicht.csv" },
      { name: "ohne-preis.csv", products: 0, variants: 0, error: "Pflichtspalten fehlen: Variant Price" },
      { name: "leer.csv", products: 0, variants: 0, error: "Die Datei ist leer." },
      { name: "zubehoer-excel-1252.csv", products: 3, variants: 3 },
    ]);
    expect(summary.errors).toEqual([
      { file: "gibt-es-nicht.csv", row: 0, handle: null, message: "Datei nicht gefunden: gibt-es-nicht.csv" },
      { file: "ohne-preis.csv", row: 0, handle: null, message: "Pflichtspalten fehlen: Variant Price" },
      { file: "leer.csv", row: 0, handle: null, message: "Die Datei ist leer." },
    ]);
    expect(await productByHandle("roeckl-bernex-handschuhe")).toMatchObject({ name: "Roeckl Bernex Fahrradhandschuhe", price: "27.95" });
    expect(progress.at(-1)).toEqual({ file: "zubehoer-excel-1252.csv", fileIndex: 3, fileCount: 4, rowsRead: 5, productsDone: 3 });
  });

  it("keeps the products before a syntax error and reports where the file broke", async () => {
    const csv =
      `${HEADER}\n` +
      "cube-aim-pro,Cube Aim Pro,,Cube,MTB Hardtails,Title,Default Title,CAP,4,649.00\n" +
      "ghost-kato-2,Ghost Kato 2,,Ghost,MTB Hardtails,Title,Default Title,GK2,2,799.00\n" +
      'stevens-strada,"Stevens Strada,,Stevens,Trekkingräder,Title,Default Title,SS,1,1299.00\n';
    const summary = await importCatalogue(handle.db, [bufferSource("abgeschnitten.csv", csv)]);
    const message = "Die Datei kann ab Zeile 4 nicht gelesen werden: ein Anführungszeichen wird nicht geschlossen.";
    expect(summary.files).toEqual([{ name: "abgeschnitten.csv", products: 1, variants: 0, error: message }]);
    expect(summary.errors).toEqual([{ file: "abgeschnitten.csv", row: 0, handle: null, message }]);
    // ghost-kato-2 might have had more rows after the broken one, so it is left out.
    expect((await handle.db.select({ handle: products.handle }).from(products)).map((row) => row.handle)).toEqual(["cube-aim-pro"]);
  });

  it("writes each product completely or not at all when the database refuses one", async () => {
    // A trigger stands in for any database failure on one variant row.
    await handle.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_test_variant() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.sku = 'TREK-MARLIN7-L-SW' THEN RAISE EXCEPTION 'Testfehler'; END IF;
        RETURN NEW;
      END $$`);
    await handle.db.execute(sql`
      CREATE TRIGGER refuse_test_variant BEFORE INSERT ON product_variants
      FOR EACH ROW EXECUTE FUNCTION refuse_test_variant()`);
    try {
      const summary = await importCatalogue(handle.db, [fixture("fahrraeder.csv")]);
      expect(summary).toMatchObject({ productsCreated: 3, skipped: 1, variants: 8 });
      expect(summary.errors).toEqual([
        { file: "fahrraeder.csv", row: 19, handle: "trek-marlin-7", message: expect.stringContaining("Produkt konnte nicht gespeichert werden") },
      ]);
      expect(await productByHandle("trek-marlin-7")).toBeUndefined();
      expect(await countCatalogue(handle.db)).toEqual({ products: 3, variants: 8 });
    } finally {
      await handle.db.execute(sql`DROP TRIGGER refuse_test_variant ON product_variants`);
      await handle.db.execute(sql`DROP FUNCTION refuse_test_variant()`);
    }
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("abgebrochen"));
    await expect(importCatalogue(handle.db, [fixture("fahrraeder.csv")], { signal: controller.signal })).rejects.toThrow("abgebrochen");
    expect(await countCatalogue(handle.db)).toEqual({ products: 0, variants: 0 });
  });
});
