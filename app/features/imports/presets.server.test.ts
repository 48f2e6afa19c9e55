import { eq, sql } from "drizzle-orm";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { importRuns, products } from "../../db/schema";
import { REGULAR_BIKE_IMPORT_PARTS } from "./import-categories";
import { categoryFileReply } from "./category-file-api.server";
import { countCatalogue } from "./import-engine.server";
import type { ImportTools } from "./import-jobs.server";
import type { StartRequest } from "./presets.server";
import type { CategoryBatchReply, FileImportReply, RunSnapshot } from "./run-types";
import { copyImportDir, createTestImportTools, PUBLIC_DIR } from "./testing.server";

interface ManifestFile {
  path: string;
  products: number;
  variantsWithOptions: number;
}
const manifest = new Map(
  (JSON.parse(readFileSync(path.join(PUBLIC_DIR, "csv-imports", "manifest.json"), "utf8")) as { files: ManifestFile[] }).files.map((file) => [file.path, file]),
);
const expected = (...files: string[]) => ({
  products: files.reduce((sum, file) => sum + manifest.get(file)!.products, 0),
  variants: files.reduce((sum, file) => sum + manifest.get(file)!.variantsWithOptions, 0),
});

const HEADER = "Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Barcode";
const csvUpload = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

// Spec §3 "Import result (general)".
const GENERAL_RESULT_FIELDS = [
  "success",
  "message",
  "total",
  "imported",
  "totalVariants",
  "errors",
  "productsImported",
  "variantsImported",
  "processed",
  "skipped",
  "updatedCount",
  "details",
];
// Spec §3 "Per-category result" and "Import response".
const CATEGORY_RESULT_FIELDS = ["categoryName", "success", "message", "productsCount", "variantsCount", "error"];

describe.each(testDatabaseKinds())("import presets on %s", (kind) => {
  let handle: DatabaseHandle;
  let tools: Awaited<ReturnType<typeof createTestImportTools>>;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    tools = await createTestImportTools(handle);
  });
  afterAll(async () => {
    await tools?.shutdown();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(products);
  });

  const run = (request: StartRequest, on: ImportTools = tools) => on.run(request, null);
  const fileReply = (snapshot: RunSnapshot) => {
    expect(snapshot.result?.kind).toBe("file-import");
    return snapshot.result as FileImportReply;
  };

  it("imports the default file (/admin/import) and replies with the general import result", async () => {
    const snapshot = await run({ tool: "import" });
    const reply = fileReply(snapshot);
    const { products: count, variants } = expected("products.csv");
    expect(Object.keys(reply)).toEqual(expect.arrayContaining(GENERAL_RESULT_FIELDS));
    expect(Object.keys(reply.details).sort()).toEqual(["eBike", "fahrrad", "teile", "zubehoer"]);
    expect(reply).toMatchObject({ success: true, total: count, processed: count, imported: count, productsImported: count, updatedCount: 0, skipped: 0, totalVariants: variants, errors: [] });
    const detailSum = Object.values(reply.details).reduce((sum, entry) => sum + entry.products, 0);
    expect(detailSum).toBe(count);
    expect(reply.details.eBike.products).toBeGreaterThan(0);
    expect(reply.details.zubehoer.products + reply.details.teile.products).toBeGreaterThan(0);
    expect(snapshot).toMatchObject({ status: "succeeded", preset: "import", files: ["products.csv"], progress: { fraction: 1, productsDone: count, productsTotal: count } });
    expect(await countCatalogue(handle.db)).toEqual({ products: count, variants });
  });

  it("limits the test import to 5 products and the full imports to 298 and 500 (spec §7, §9)", async () => {
    expect(fileReply(await run({ tool: "dataset-import" }))).toMatchObject({ success: true, products: 5 });
    expect(fileReply(await run({ tool: "full-import", source: "full-298" }))).toMatchObject({ success: true, products: 298, created: 293, unchanged: 5 });
    expect(fileReply(await run({ tool: "full-import", source: "full-500" }))).toMatchObject({ success: true, products: 500, created: 202, unchanged: 298 });
    expect((await countCatalogue(handle.db)).products).toBe(500);
  });

  it("imports several files in one run (complex, Mayhem) and reports each file", async () => {
    const complex = fileReply(await run({ tool: "complex-import" }));
    expect(complex.files.map((file) => [file.name, file.products])).toEqual([
      ["complex-import-1.csv", 40],
      ["complex-import-2.csv", 40],
      ["complex-import-3.csv", 40],
    ]);
    const mayhem = fileReply(await run({ tool: "mayhem-import" }));
    expect(mayhem).toMatchObject({ success: true, products: 26 + 18, errorCount: 0 });
    expect(mayhem.files.map((file) => file.products)).toEqual([26, 18]);
  });

  it("imports e-bikes and, for import-ebikes-with-categories, replies products and variants per category", async () => {
    const reply = fileReply(await run({ tool: "import-ebikes-categories" }));
    const { products: count, variants } = expected("ebikes.csv");
    expect(reply).toMatchObject({ success: true, products: count, variants });
    expect(reply.categories?.length).toBe(12);
    expect(reply.categories!.reduce((sum, entry) => sum + entry.products, 0)).toBe(count);
    expect(reply.details.eBike).toEqual({ products: count, variants });
    expect(fileReply(await run({ tool: "ebike-import" }))).toMatchObject({ success: true, created: 0, unchanged: count });
  });

  it("imports an uploaded file into the chosen category (custom-import)", async () => {
    const text = `${HEADER}\nkids-one,Kinderrad Eins,Puky,Fahrräder,Farbe,Rot,K1-R,2,199.00,\nkids-one,,,,,Blau,K1-B,1,199.00,\n`;
    const reply = fileReply(await run({ tool: "custom-import", uploads: [csvUpload("kinder.csv", text)], categorySlug: "kinderraeder-16-zoll" }));
    expect(reply).toMatchObject({ success: true, created: 1, variants: 2 });
    const [row] = await handle.db.select().from(products).where(eq(products.handle, "kids-one"));
    expect(row).toMatchObject({ categorySlug: "kinderraeder-16-zoll", category: "Kinderfahrräder" });
  });

  it("refuses an unknown category slug before anything runs", async () => {
    const runsBefore = await handle.db.select().from(importRuns).where(eq(importRuns.preset, "custom-import"));
    await expect(run({ tool: "custom-import", uploads: [csvUpload("a.csv", `${HEADER}\na,A,,,,,,1,1.00,\n`)], categorySlug: "gibt-es-nicht" })).rejects.toThrow(
      'Unbekannte Kategorie "gibt-es-nicht"',
    );
    expect(await handle.db.select().from(importRuns).where(eq(importRuns.preset, "custom-import"))).toEqual(runsBefore);
  });

  it("writes nothing when a row is broken (duplicate handle, broken number) and names the row", async () => {
    const text = [
      HEADER,
      "good-one,Gutes Rad,Cube,Fahrräder,Größe,M,G-M,2,999.00,",
      "bad-price,Kaputter Preis,Cube,Fahrräder,Größe,M,B-M,2,neunhundert,",
      "other,Anderes Rad,Cube,Fahrräder,Größe,M,O-M,1,500.00,",
      "good-one,Gutes Rad doppelt,Cube,Fahrräder,Größe,L,G-L,2,999.00,",
    ].join("\n");
    const snapshot = await run({ tool: "import", source: "upload", uploads: [csvUpload("kaputt.csv", text)] });
    const reply = fileReply(snapshot);
    expect(snapshot.status).toBe("failed");
    expect(reply.success).toBe(false);
    expect(reply.message).toBe('Zeile 3: Ungültiger Preis: "neunhundert" (und 1 weiterer Fehler) – es wurde nichts importiert.');
    expect(reply.errors.map((error) => [error.row, error.message])).toEqual([
      [3, 'Ungültiger Preis: "neunhundert"'],
      [5, 'Doppelter Handle "good-one"'],
    ]);
    expect((await countCatalogue(handle.db)).products).toBe(0);
    // Without "all or nothing" the valid products are imported and the broken ones reported.
    const lenient = await run({ tool: "import", source: "upload", uploads: [csvUpload("kaputt.csv", text)], strict: false });
    expect(lenient.status).toBe("partial");
    expect(fileReply(lenient)).toMatchObject({ success: false, created: 2, skipped: 1, errorCount: 2 });
  });

  it("fails a file with missing required columns or no content with a clear message", async () => {
    const missing = fileReply(await run({ tool: "import", source: "upload", uploads: [csvUpload("spalten.csv", "Handle,Title\na,A\n")] }));
    expect(missing).toMatchObject({ success: false, message: "Pflichtspalten fehlen: Variant Price – es wurde nichts importiert." });
    const empty = fileReply(await run({ tool: "import", source: "upload", uploads: [csvUpload("leer.csv", "\n\n")] }));
    expect(empty).toMatchObject({ success: false, message: "Die Datei ist leer – es wurde nichts importiert." });
    const headerOnly = fileReply(await run({ tool: "import", source: "upload", uploads: [csvUpload("kopf.csv", `${HEADER}\n`)] }));
    expect(headerOnly).toMatchObject({ success: false, message: "Die Datei enthält keine Produkte." });
    expect((await countCatalogue(handle.db)).products).toBe(0);
  });

  it("previews an import as a dry run without writing, and shows 'unchanged' once imported", async () => {
    const before = fileReply(await run({ tool: "dataset-import", dryRun: true }));
    expect(before).toMatchObject({ dryRun: true, success: true, created: 5, unchanged: 0 });
    expect((await countCatalogue(handle.db)).products).toBe(0);
    await run({ tool: "dataset-import" });
    const after = fileReply(await run({ tool: "dataset-import", dryRun: true }));
    expect(after).toMatchObject({ dryRun: true, created: 0, updatedCount: 0, unchanged: 5 });
    // A changed product is reported as 'updated', still without writing.
    await handle.db.update(products).set({ contentHash: null }).where(sql`${products.handle} = (SELECT handle FROM products ORDER BY handle LIMIT 1)`);
    expect(fileReply(await run({ tool: "dataset-import", dryRun: true }))).toMatchObject({ updatedCount: 1, unchanged: 4 });
    expect((await handle.db.select().from(products).where(sql`${products.contentHash} IS NULL`)).length).toBe(1);
  });

  it("imports a batch of category files one after another; a broken file fails its card only", async () => {
    const copy = copyImportDir();
    const broken = copy.dir + "/csv-imports/retro-bikes.csv";
    writeFileSync(broken, readFileSync(broken, "utf8").replace("Variant Price", "Preis"));
    const own = await createTestImportTools(handle, { importDir: copy.dir });
    try {
      const snapshot = await own.run({ tool: "regular-bikes-import-4" }, null);
      const reply = snapshot.result as CategoryBatchReply;
      const part4 = REGULAR_BIKE_IMPORT_PARTS[3];
      const good = part4.filter((category) => category.slug !== "retro-bikes").map((category) => expected(`csv-imports/${category.slug}.csv`));
      const products = good.reduce((sum, entry) => sum + entry.products, 0);
      const variants = good.reduce((sum, entry) => sum + entry.variants, 0);
      expect(reply).toMatchObject({ kind: "category-import", total: 13, succeeded: 12, productsCount: products, variantsCount: variants, success: false });
      expect(reply.message).toBe(`12/13 Kategorien erfolgreich importiert. ${products} Produkte, ${variants} Varianten.`);
      expect(reply.results.map((result) => result.categoryName)).toEqual(part4.map((category) => category.name));
      for (const result of reply.results) expect(Object.keys(result)).toEqual(expect.arrayContaining(CATEGORY_RESULT_FIELDS));
      const failed = reply.results.filter((result) => !result.success);
      expect(failed).toEqual([
        expect.objectContaining({ categoryName: "Retro Bikes", message: "Pflichtspalten fehlen: Variant Price – nichts importiert.", productsCount: 0, variantsCount: 0 }),
      ]);
      expect(snapshot.status).toBe("partial");
      expect(snapshot.progress).toMatchObject({ step: 13, steps: 13, fraction: 1 });
      expect((await countCatalogue(handle.db)).products).toBe(products);
    } finally {
      await own.shutdown();
      copy.remove();
    }
  });

  it("imports the 12 e-bike category files and the 18 consolidated files into their categories", async () => {
    const ebikes = (await run({ tool: "categorized-ebike-import" })).result as CategoryBatchReply;
    expect(ebikes).toMatchObject({ total: 12, succeeded: 12, success: true });
    const consolidated = (await run({ tool: "consolidated-bike-import" })).result as CategoryBatchReply;
    expect(consolidated).toMatchObject({ total: 18, succeeded: 18, success: true });
    const [row] = await handle.db.select({ slug: products.categorySlug }).from(products).where(sql`${products.categorySlug} = 'kinderfahrraeder'`).limit(1);
    expect(row?.slug).toBe("kinderfahrraeder");
  });

  it("answers the category import request (fileUrl + categorySlug) with the spec's response fields", async () => {
    const logger = { error() {} };
    const ok = await categoryFileReply(tools, { fileUrl: "/csv-imports/trail-fullys.csv", categorySlug: "trail-fullys" }, null, logger);
    expect(ok).toEqual({ status: 200, body: { success: true, message: expect.stringContaining("neu"), error: null, ...countsOf("csv-imports/trail-fullys.csv") } });
    const absolute = await categoryFileReply(tools, { fileUrl: "http://localhost:3000/csv-imports/trail-fullys.csv", categorySlug: "trail-fullys" }, null, logger);
    expect(absolute.body).toMatchObject({ success: true, message: expect.stringContaining("unverändert") });

    const missing = await categoryFileReply(tools, { fileUrl: "/csv-imports/gibt-es-nicht.csv", categorySlug: "trail-fullys" }, null, logger);
    const notFound = "Datei nicht gefunden: gibt-es-nicht.csv – nichts importiert.";
    expect(missing).toEqual({ status: 200, body: { success: false, message: notFound, error: notFound, productsCount: 0, variantsCount: 0 } });
    const unknown = await categoryFileReply(tools, { fileUrl: "/csv-imports/trail-fullys.csv", categorySlug: "fantasie" }, null, logger);
    expect(unknown).toMatchObject({ status: 400, body: { success: false, error: 'Unbekannte Kategorie "fantasie"' } });
    for (const fileUrl of ["/csv-imports/../products.csv", "/csv-imports/%2e%2e%2fproducts.csv", "/products.csv", "/csv-imports/sub/x.csv", "/csv-imports/manifest.json", "/csv-imports/..%2F..%2Fetc%2Fpasswd"]) {
      const refused = await categoryFileReply(tools, { fileUrl, categorySlug: "trail-fullys" }, null, logger);
      expect(refused, fileUrl).toMatchObject({ status: 400, body: { success: false, productsCount: 0 } });
      expect(refused.body.error).toContain("nur CSV-Dateien unter /csv-imports/");
    }
    expect(await categoryFileReply(tools, { invalid: "fileUrl fehlt" }, null, logger)).toMatchObject({ status: 400, body: { error: "fileUrl fehlt" } });
  });

  function countsOf(file: string) {
    const counts = expected(file);
    return { productsCount: counts.products, variantsCount: counts.variants };
  }
});
