import { count, isNotNull, sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/db/client.server";
import { importRuns, products } from "../../app/db/schema";
import { allCategories, descendantSlugs } from "../../app/features/catalog/category-tree";
import { seedDemoCatalogueIfNeeded } from "../../app/features/imports/demo-seed.server";
import { countCatalogue, fileSource, importCatalogue } from "../../app/features/imports/import-engine.server";
import { generateDemoCatalogue, type Manifest } from "../../scripts/generate-demo-catalogue";
import { createTestDatabase, testDatabaseKinds } from "../support/test-database";

const quietLogger = { info: () => undefined, warn: () => undefined };

let publicDir: string;
let manifest: Manifest;
beforeAll(async () => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-demo-"));
  manifest = await generateDemoCatalogue(publicDir);
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())("demo catalogue on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("seeds once on first start so that every category of the tree has products, and never twice", async () => {
    const first = await seedDemoCatalogueIfNeeded(handle, { publicDir, logger: quietLogger });
    expect(first?.errors).toEqual([]);
    expect(first?.productsCreated).toBeGreaterThan(500);

    const perCategory = await handle.db
      .select({ slug: products.categorySlug, n: count() })
      .from(products)
      .where(isNotNull(products.categorySlug))
      .groupBy(products.categorySlug);
    const filled = new Set(perCategory.map((row) => row.slug));
    // A category "has products" when it or one of its subcategories holds some.
    const empty = allCategories().filter((node) => !descendantSlugs(node.slug).some((slug) => filled.has(slug)));
    expect(empty.map((node) => node.name)).toEqual([]);

    const before = await countCatalogue(handle.db);
    const second = await seedDemoCatalogueIfNeeded(handle, { publicDir, logger: quietLogger });
    expect(second).toBeNull();
    expect(await countCatalogue(handle.db)).toEqual(before);
    const runs = await handle.db.select({ n: count() }).from(importRuns).where(sql`${importRuns.preset} = 'demo-seed'`);
    expect(runs[0]?.n).toBe(1);
  });

  it("imports the 500-product file twice with exactly the same product and variant counts", async () => {
    const file = manifest.files.find((entry) => entry.path === "products-500.csv");
    expect(file?.products).toBe(500);
    const source = () => fileSource(path.join(publicDir, "products-500.csv"));

    await importCatalogue(handle.db, [source()]);
    const afterFirst = await countCatalogue(handle.db);
    const second = await importCatalogue(handle.db, [source()]);
    expect(second.productsCreated).toBe(0);
    expect(second.productsUpdated).toBe(0);
    expect(second.productsUnchanged).toBe(500);
    expect(second.errors).toEqual([]);
    expect(await countCatalogue(handle.db)).toEqual(afterFirst);
  });
});
