import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../db/client.server";
import type { ImportRowError, ImportRunCounts } from "../../db/schema";
import { isDomainError } from "../../utils/domain-errors";
import { categoryAncestry, findCategoryBySlug, isEBikeTopCategory } from "../catalog/category-tree";
import { importCatalogue, type ImportedProduct, type ImportSummary } from "./import-engine.server";
import { countingSource, type SizedSource } from "./import-files.server";
import { IMPORT_TEXTS } from "./import-texts";
import type { ProgressTracker } from "./progress-tracker.server";
import type { CategoryBatchReply, CategoryResult, FileImportReply, MainCategoryDetails, RunStatus } from "./run-types";
import { checkSources, describeErrors } from "./validate-sources.server";

/** Errors kept in a reply; the run's error report (import_runs.errors) has up to 1000. */
export const REPLY_ERROR_PREVIEW = 50;

/** What an executor hands back to the run: the reply plus what import_runs stores. */
export interface RunOutcome<Reply> {
  reply: Reply;
  status: Exclude<RunStatus, "running">;
  errors: ImportRowError[];
  /** Import counts for the run history; null for maintenance tools. */
  counts: ImportRunCounts | null;
}

export interface RunContext {
  db: Database;
  tracker: ProgressTracker;
  signal?: AbortSignal;
}

export interface FileImportPlan {
  sources: SizedSource[];
  limit?: number;
  /** Every product into this tree node instead of the CSV's category. */
  categorySlug?: string;
  pauseBetweenFilesMs: number;
  dryRun: boolean;
  /** All or nothing: validate every row first and write nothing if any row is invalid. */
  strict: boolean;
  /** Report products and variants per tree category (import-ebikes-with-categories). */
  perCategory: boolean;
}

export interface CategoryImportPlan {
  categories: Array<{ name: string; categorySlug: string; fileUrl: string; source: SizedSource }>;
  pauseBetweenCategoriesMs: number;
  dryRun: boolean;
  strict: boolean;
}

// --- Shared -------------------------------------------------------------------------

type MainCategory = keyof MainCategoryDetails;

/** Spec §3 "details per main category": e-bike and bike tree categories, else parts or accessories by type. */
export function mainCategoryOf(categorySlug: string | null, productType: string | null): MainCategory {
  const top = categorySlug ? categoryAncestry(categorySlug)?.[0] : undefined;
  if (top) return isEBikeTopCategory(top) ? "eBike" : "fahrrad";
  const type = (productType ?? "").toLowerCase();
  if (/e-?bike|pedelec/.test(type)) return "eBike";
  if (/teil/.test(type)) return "teile";
  if (/fahrr|bike|rad\b|räder/.test(type)) return "fahrrad";
  return "zubehoer";
}

function emptyDetails(): MainCategoryDetails {
  return {
    eBike: { products: 0, variants: 0 },
    fahrrad: { products: 0, variants: 0 },
    teile: { products: 0, variants: 0 },
    zubehoer: { products: 0, variants: 0 },
  };
}

function countsOf(summary: ImportSummary, errorCount: number): ImportRunCounts {
  return {
    productsCreated: summary.productsCreated,
    productsUpdated: summary.productsUpdated,
    productsUnchanged: summary.productsUnchanged,
    variants: summary.variants,
    skipped: summary.skipped,
    errors: errorCount,
  };
}

function emptySummary(): ImportSummary {
  return { productsCreated: 0, productsUpdated: 0, productsUnchanged: 0, variants: 0, skipped: 0, errors: [], files: [] };
}

function changeText(summary: Pick<ImportSummary, "productsCreated" | "productsUpdated" | "productsUnchanged">): string {
  return `${summary.productsCreated} neu, ${summary.productsUpdated} aktualisiert, ${summary.productsUnchanged} unverändert`;
}

function errorMessage(error: unknown): string {
  if (isDomainError(error)) return error.message;
  // Spec §8: a thrown error shows its own message, else 'Unbekannter Fehler'.
  return error instanceof Error && error.message ? error.message : IMPORT_TEXTS.unknownError;
}

// --- File imports -------------------------------------------------------------------

/**
 * One engine run over the preset's files (import, dataset, full, custom, complex, e-bike,
 * Mayhem, e-bikes with categories) and the general import result of spec §3.
 */
export async function runFileImport(context: RunContext, plan: FileImportPlan): Promise<RunOutcome<FileImportReply>> {
  const { tracker } = context;
  const names = plan.sources.map((entry) => entry.source.name);
  if (plan.strict && !plan.dryRun) {
    tracker.startStep(1, `Prüfe ${names.join(", ")}`);
    const check = await checkSources(
      plan.sources.map((entry) => entry.source),
      { limit: plan.limit, signal: context.signal },
    );
    if (check.errorCount > 0) {
      const message = `${describeErrors(check.errors, check.errorCount)} – es wurde nichts importiert.`;
      return fileOutcome(plan, emptySummary(), check.errors, check.errorCount, emptyDetails(), undefined, { failedCheck: message });
    }
  }

  const details = emptyDetails();
  const perCategory = new Map<string, { products: number; variants: number }>();
  const onProduct = (product: ImportedProduct) => {
    const bucket = details[mainCategoryOf(product.categorySlug, product.productType)];
    bucket.products++;
    bucket.variants += product.variants;
    if (plan.perCategory) {
      const key = product.categorySlug ?? "";
      const entry = perCategory.get(key) ?? { products: 0, variants: 0 };
      entry.products++;
      entry.variants += product.variants;
      perCategory.set(key, entry);
    }
  };
  const summary = await importCatalogue(
    context.db,
    plan.sources.map((entry, index) =>
      countingSource(
        entry.source,
        (bytes) => tracker.addBytes(bytes),
        () => tracker.startStep(index + 1, entry.source.name),
      ),
    ),
    {
      limit: plan.limit,
      categorySlug: plan.categorySlug,
      dryRun: plan.dryRun,
      pauseBetweenFilesMs: plan.pauseBetweenFilesMs,
      signal: context.signal,
      onProgress: tracker.engine,
      onProduct,
    },
  );
  const categories = plan.perCategory
    ? [...perCategory.entries()].map(([slug, counts]) => ({ slug, name: findCategoryBySlug(slug)?.name ?? "Ohne Kategorie", ...counts }))
    : undefined;
  return fileOutcome(plan, summary, summary.errors, summary.errors.length, details, categories);
}

function fileOutcome(
  plan: FileImportPlan,
  summary: ImportSummary,
  errors: ImportRowError[],
  errorCount: number,
  details: MainCategoryDetails,
  categories: FileImportReply["categories"],
  check?: { failedCheck: string },
): RunOutcome<FileImportReply> {
  const products = summary.productsCreated + summary.productsUpdated + summary.productsUnchanged;
  const variants = summary.files.reduce((sum, file) => sum + file.variants, 0);
  const imported = summary.productsCreated + summary.productsUpdated;
  const fileErrors = summary.files.filter((file) => file.error);
  // A file without a single product (only the header line) is a failed import, not a success.
  const status: RunOutcome<unknown>["status"] = check || products === 0 ? "failed" : errorCount === 0 ? "succeeded" : "partial";
  let message: string;
  if (check) message = check.failedCheck;
  else if (status === "failed") message = fileErrors[0]?.error || describeErrors(errors, errorCount) || "Die Datei enthält keine Produkte.";
  else if (plan.dryRun) message = `Probelauf: ${changeText(summary)} – nichts geschrieben.`;
  else message = `${products} ${products === 1 ? "Produkt" : "Produkte"}, ${variants} Varianten: ${changeText(summary)}.`;
  if (!check && status === "partial") message += ` ${summary.skipped} übersprungen, ${errorCount} Fehler – Details im Fehlerbericht.`;

  const reply: FileImportReply = {
    kind: "file-import",
    success: status === "succeeded",
    message,
    dryRun: plan.dryRun,
    total: products + summary.skipped,
    processed: products + summary.skipped,
    imported,
    productsImported: imported,
    created: summary.productsCreated,
    updatedCount: summary.productsUpdated,
    unchanged: summary.productsUnchanged,
    skipped: summary.skipped,
    totalVariants: summary.variants,
    variantsImported: summary.variants,
    products,
    variants,
    errors: errors.slice(0, REPLY_ERROR_PREVIEW),
    errorCount,
    files: summary.files.map((file) => ({ ...file })),
    details,
    ...(categories ? { categories } : {}),
  };
  return { reply, status, errors, counts: countsOf(summary, errorCount) };
}

// --- Category batches ---------------------------------------------------------------

/**
 * Imports category files one after another (spec §4: a failure does not stop the next),
 * pausing between categories (spec §9: 1 s), each into its own tree node.
 */
export async function runCategoryImport(context: RunContext, plan: CategoryImportPlan): Promise<RunOutcome<CategoryBatchReply>> {
  const { tracker } = context;
  const results: CategoryResult[] = [];
  const errors: ImportRowError[] = [];
  const total = emptySummary();
  let errorCount = 0;
  for (const [index, category] of plan.categories.entries()) {
    if (index > 0 && plan.pauseBetweenCategoriesMs > 0) await sleep(plan.pauseBetweenCategoriesMs, undefined, { signal: context.signal });
    context.signal?.throwIfAborted();
    tracker.startStep(index + 1, category.name);
    const result = await importCategory(context, category, plan);
    results.push(result.card);
    errors.push(...result.errors);
    errorCount += result.errorCount;
    if (result.summary) {
      total.productsCreated += result.summary.productsCreated;
      total.productsUpdated += result.summary.productsUpdated;
      total.productsUnchanged += result.summary.productsUnchanged;
      total.variants += result.summary.variants;
      total.skipped += result.summary.skipped;
    }
  }
  const succeeded = results.filter((result) => result.success);
  const productsCount = succeeded.reduce((sum, result) => sum + result.productsCount, 0);
  const variantsCount = succeeded.reduce((sum, result) => sum + result.variantsCount, 0);
  const status = succeeded.length === results.length ? "succeeded" : succeeded.length > 0 ? "partial" : "failed";
  const reply: CategoryBatchReply = {
    kind: "category-import",
    success: status === "succeeded",
    message: `${plan.dryRun ? "Probelauf: " : ""}${succeededText(succeeded.length, results.length, productsCount, variantsCount)}`,
    dryRun: plan.dryRun,
    total: results.length,
    succeeded: succeeded.length,
    productsCount,
    variantsCount,
    results,
    errors: errors.slice(0, REPLY_ERROR_PREVIEW),
    errorCount,
  };
  return { reply, status, errors, counts: countsOf(total, errorCount) };
}

function succeededText(succeeded: number, total: number, products: number, variants: number): string {
  return `${succeeded}/${total} Kategorien erfolgreich importiert. ${products} Produkte, ${variants} Varianten.`;
}

/** One category file: spec §3 "Import response" / "Per-category result". Never throws (except on abort). */
export async function importCategory(
  context: RunContext,
  category: CategoryImportPlan["categories"][number],
  plan: Pick<CategoryImportPlan, "dryRun" | "strict">,
): Promise<{ card: CategoryResult; errors: ImportRowError[]; errorCount: number; summary: ImportSummary | null }> {
  const base = { categoryName: category.name, categorySlug: category.categorySlug, fileUrl: category.fileUrl };
  // Spec §8: the reply's error, else 'Import fehlgeschlagen'; recorded as a failed card.
  const failed = (reason: string, errors: ImportRowError[] = [], errorCount = errors.length, summary: ImportSummary | null = null) => {
    const message = reason || IMPORT_TEXTS.importFailed;
    return {
      card: { ...base, success: false, message, error: message, productsCount: 0, variantsCount: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 },
      errors,
      errorCount,
      summary,
    };
  };
  try {
    if (plan.strict && !plan.dryRun) {
      const check = await checkSources([category.source.source], { signal: context.signal });
      if (check.errorCount > 0) return failed(`${describeErrors(check.errors, check.errorCount)} – nichts importiert.`, check.errors, check.errorCount);
    }
    const summary = await importCatalogue(
      context.db,
      [countingSource(category.source.source, (bytes) => context.tracker.addBytes(bytes))],
      { categorySlug: category.categorySlug, dryRun: plan.dryRun, signal: context.signal, onProgress: context.tracker.engine },
    );
    const [file] = summary.files;
    const products = file?.products ?? 0;
    const variants = file?.variants ?? 0;
    if (file?.error || products === 0) {
      const reason = file?.error || describeErrors(summary.errors, summary.errors.length) || "Die Datei enthält keine Produkte.";
      return failed(reason, summary.errors, summary.errors.length, summary);
    }
    const problems = summary.errors.length > 0 ? ` – ${summary.errors.length} Fehler: ${describeErrors(summary.errors, summary.errors.length)}` : "";
    const message = `${plan.dryRun ? "Probelauf: " : ""}${changeText(summary)}${problems}`;
    return {
      card: {
        ...base,
        success: true,
        message,
        error: null,
        productsCount: products,
        variantsCount: variants,
        created: summary.productsCreated,
        updated: summary.productsUpdated,
        unchanged: summary.productsUnchanged,
        skipped: summary.skipped,
      },
      errors: summary.errors,
      errorCount: summary.errors.length,
      summary,
    };
  } catch (error) {
    if (context.signal?.aborted) throw error;
    const message = errorMessage(error);
    return failed(message, [{ file: category.source.source.name, row: 0, handle: null, message }]);
  }
}
