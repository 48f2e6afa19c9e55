import { and, eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/client.server";
import { LOCK_KEYS, withLock } from "../../db/locks.server";
import { importRuns } from "../../db/schema";
import { importCatalogue, fileSource, type ImportSummary } from "./import-engine.server";
import { EBIKE_CATEGORY_FILES, REGULAR_BIKE_IMPORT_CATEGORIES } from "./import-categories";

export const DEMO_SEED_PRESET = "demo-seed";

/** The demo subset: every e-bike and regular-bike category file (so every category has
 * products) plus the default product file with parts and accessories. */
export function demoSeedFiles(publicDir: string): Array<{ path: string; categorySlug?: string }> {
  return [
    ...[...EBIKE_CATEGORY_FILES, ...REGULAR_BIKE_IMPORT_CATEGORIES].map((entry) => ({
      path: path.join(publicDir, "csv-imports", `${entry.slug}.csv`),
      categorySlug: entry.categorySlug,
    })),
    { path: path.join(publicDir, "products.csv") },
  ];
}

/**
 * Seeds the demo catalogue once: on the first start with an empty database. A finished
 * seed is recorded as an import run, so a restart (or deleting all products later)
 * never seeds twice. Several processes starting at once seed only once (advisory lock).
 */
export async function seedDemoCatalogueIfNeeded(
  handle: DatabaseHandle,
  options: { publicDir: string; logger: Pick<Logger, "info" | "warn"> },
): Promise<ImportSummary | null> {
  return withLock(handle, LOCK_KEYS.demoSeed, async () => {
    const { db } = handle;
    const seeded = await db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.preset, DEMO_SEED_PRESET), eq(importRuns.status, "succeeded")))
      .limit(1);
    if (seeded.length > 0) return null;

    const files = demoSeedFiles(options.publicDir);
    const missing = files.filter((file) => !existsSync(file.path));
    if (missing.length > 0) {
      options.logger.warn(
        { missing: missing.slice(0, 3).map((file) => file.path), count: missing.length },
        "Demo-Katalog fehlt – erst `npm run demo:generate` (oder `npm run build`) ausführen. Kein Seeding.",
      );
      return null;
    }

    const started = Date.now();
    const [run] = await db
      .insert(importRuns)
      .values({ preset: DEMO_SEED_PRESET, files: files.map((file) => path.relative(options.publicDir, file.path)) })
      .returning({ id: importRuns.id });

    const total: ImportSummary = {
      productsCreated: 0,
      productsUpdated: 0,
      productsUnchanged: 0,
      variants: 0,
      skipped: 0,
      errors: [],
      files: [],
    };
    for (const file of files) {
      const summary = await importCatalogue(db, [fileSource(file.path)], { categorySlug: file.categorySlug });
      total.productsCreated += summary.productsCreated;
      total.productsUpdated += summary.productsUpdated;
      total.productsUnchanged += summary.productsUnchanged;
      total.variants += summary.variants;
      total.skipped += summary.skipped;
      total.errors.push(...summary.errors);
      total.files.push(...summary.files);
    }

    await db
      .update(importRuns)
      .set({
        status: total.errors.length === 0 ? "succeeded" : "failed",
        finishedAt: new Date(),
        counts: {
          productsCreated: total.productsCreated,
          productsUpdated: total.productsUpdated,
          productsUnchanged: total.productsUnchanged,
          variants: total.variants,
          skipped: total.skipped,
          errors: total.errors.length,
        },
        errors: total.errors.slice(0, 1000),
        message: `Demo-Katalog: ${total.productsCreated} Produkte, ${total.variants} Varianten`,
      })
      .where(eq(importRuns.id, run!.id));

    options.logger.info(
      { products: total.productsCreated, variants: total.variants, errors: total.errors.length, ms: Date.now() - started },
      "Demo-Katalog angelegt",
    );
    return total;
  });
}
