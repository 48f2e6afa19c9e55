// What import and maintenance runs reply (spec §3 "Import response", "Per-category result",
// "Import result (general)" and the reply fields of spec §7), stored in import_runs.result
// and sent to the admin pages. Client-safe: types only.
import type { ImportRowError, ImportRunProgress } from "../../db/schema";

export type { ImportRowError, ImportRunProgress };

export type RunStatus = "running" | "succeeded" | "partial" | "failed";

export interface ProductVariantCounts {
  products: number;
  variants: number;
}

/** Spec §3: "details per main category (eBike, fahrrad, teile, zubehoer)". */
export interface MainCategoryDetails {
  eBike: ProductVariantCounts;
  fahrrad: ProductVariantCounts;
  teile: ProductVariantCounts;
  zubehoer: ProductVariantCounts;
}

export interface FileResult {
  name: string;
  products: number;
  variants: number;
  error?: string;
}

/** Reply of the file imports (import-products, -dataset-, -full-, -complex-, -ebike-, -mayhem-, custom). */
export interface FileImportReply {
  kind: "file-import";
  success: boolean;
  message: string;
  dryRun: boolean;
  /** Products read from the file(s), valid or not. */
  total: number;
  processed: number;
  /** Products written: created plus updated (in a dry run: that would be written). */
  imported: number;
  productsImported: number;
  created: number;
  updatedCount: number;
  /** Valid products whose content equals the shop's: nothing to write. */
  unchanged: number;
  /** Products left out because their rows are invalid or could not be saved. */
  skipped: number;
  /** Variant rows written (in a dry run: that would be written). */
  totalVariants: number;
  variantsImported: number;
  /** Valid products of the file(s) and their variants: what the shop holds from them afterwards. */
  products: number;
  variants: number;
  /** First row errors (all of them are in the run's error report). */
  errors: ImportRowError[];
  errorCount: number;
  files: FileResult[];
  details: MainCategoryDetails;
  /** Products and variants per tree category (import-ebikes-with-categories). */
  categories?: Array<{ slug: string; name: string; products: number; variants: number }>;
}

/** Spec §3 "Per-category result" (plus the import response fields of spec §7). */
export interface CategoryResult {
  categoryName: string;
  categorySlug: string;
  fileUrl: string;
  success: boolean;
  message: string;
  error: string | null;
  productsCount: number;
  variantsCount: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** Reply of the category batches (regular parts 1–4, consolidated, categorized e-bikes). */
export interface CategoryBatchReply {
  kind: "category-import";
  success: boolean;
  message: string;
  dryRun: boolean;
  total: number;
  succeeded: number;
  productsCount: number;
  variantsCount: number;
  results: CategoryResult[];
  errors: ImportRowError[];
  errorCount: number;
}

export interface MissingEbike {
  handle: string;
  name: string;
  file: string;
  /** Tree category the product is (or would be) in. */
  categoryName: string | null;
  reason: string;
}

/** /admin/analyze-missing-ebikes: the comparison without writing. */
export interface MissingEbikesAnalysis {
  /** Distinct e-bikes in the files (valid or not). */
  processed: number;
  /** Already in the shop. */
  present: number;
  /** Not in the shop and importable. */
  missing: MissingEbike[];
  /** Not importable: their rows are invalid. */
  invalid: MissingEbike[];
  /** In the shop, but outside the e-bike categories. */
  outsideEbikeCategories: MissingEbike[];
  files: string[];
}

/** Spec §7 import-missing-ebikes: "processed, imported, skipped". */
export interface MissingEbikesReply {
  kind: "missing-ebikes";
  success: boolean;
  message: string;
  processed: number;
  imported: number;
  skipped: number;
  importedProducts: MissingEbike[];
  invalid: MissingEbike[];
  errors: ImportRowError[];
  errorCount: number;
}

export interface CategoryMove {
  handle: string;
  name: string;
  from: string | null;
  to: string | null;
  /** Which rule decided: the stored slug, an old category text, the product type/tags, or the name. */
  rule: "slug" | "category-text" | "type" | "name" | "none";
}

export interface FixCategoriesReply {
  kind: "fix-categories";
  success: boolean;
  message: string;
  checked: number;
  moved: number;
  unchanged: number;
  /** Products no rule could place (parts and accessories have no tree category). */
  unassigned: number;
  /** The first moves (all are counted in `moved`). */
  moves: CategoryMove[];
}

export interface DeleteProductsReply {
  kind: "delete-products";
  success: boolean;
  message: string;
  productsDeleted: number;
  variantsDeleted: number;
}

/** Spec §7 update-product-skus: "success, message, error". */
export interface GenerateSkusReply {
  kind: "generate-skus";
  success: boolean;
  message: string;
  error: string | null;
  skusGenerated: number;
  eansFilled: number;
  productsChanged: number;
}

/** A run that ended with an error before it could reply. */
export interface FailedRunReply {
  kind: "failure";
  success: false;
  message: string;
  error: string;
}

export type RunReply =
  | FileImportReply
  | CategoryBatchReply
  | MissingEbikesReply
  | FixCategoriesReply
  | DeleteProductsReply
  | GenerateSkusReply
  | FailedRunReply;

/** One run as the admin pages see it. */
export interface RunSnapshot {
  id: string;
  preset: string;
  status: RunStatus;
  dryRun: boolean;
  files: string[];
  message: string | null;
  progress: ImportRunProgress | null;
  result: RunReply | null;
  errorCount: number;
  startedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** What a tool page's action answers: a run to follow, the e-bike analysis, or a message for the toast. */
export type ToolActionResult =
  | { ok: true; runId: string }
  | { ok: true; analysis: MissingEbikesAnalysis }
  | { ok: false; title: string; error: string };
