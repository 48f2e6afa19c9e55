import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { bufferSource, importCatalogue, type ImportedProduct } from "./import-engine.server";

// The engine's onProduct hook, which the admin presets use for per-category results and
// for telling which products a run created.
describe("import engine: onProduct", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await handle?.close();
  });

  const csv = [
    "Handle,Title,Product Category,Type,Option1 Name,Option1 Value,Variant Price",
    "rad,Rad,Trail Fullys,Fahrräder,Größe,M,100",
    "rad,,,,,L,110",
    "helm,Helm,,Zubehör,Title,Default Title,20",
    "kaputt,Kaputt,,Zubehör,Title,Default Title,teuer",
  ].join("\n");

  it("reports every valid product with its category, type, variants and outcome – also in a dry run", async () => {
    const seen: ImportedProduct[] = [];
    await importCatalogue(handle.db, [bufferSource("a.csv", csv)], { dryRun: true, onProduct: (product) => seen.push(product) });
    expect(seen).toEqual([
      { file: "a.csv", handle: "rad", categorySlug: "trail-fullys", productType: "Fahrräder", variants: 2, status: "created" },
      { file: "a.csv", handle: "helm", categorySlug: null, productType: "Zubehör", variants: 0, status: "created" },
    ]);
    seen.length = 0;
    await importCatalogue(handle.db, [bufferSource("a.csv", csv)], { onProduct: (product) => seen.push(product) });
    await importCatalogue(handle.db, [bufferSource("a.csv", csv.replace("Rad,Trail", "Rad neu,Trail"))], { onProduct: (product) => seen.push(product) });
    expect(seen.map((product) => `${product.handle}:${product.status}`)).toEqual(["rad:created", "helm:created", "rad:updated", "helm:unchanged"]);
  });
});
