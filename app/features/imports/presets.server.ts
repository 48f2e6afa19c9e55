import type { Database } from "../../db/client.server";
import { ValidationError } from "../../utils/domain-errors";
import { findCategoryBySlug } from "../catalog/category-tree";
import { ADMIN_TOOLS, supportsDryRun, type AdminToolId, type CategoryImportTool, type FileImportTool } from "./admin-tools";
import { assignCategory } from "./category-mapping.server";
import { deleteAllProducts } from "./delete-products.server";
import { reorganiseCategories } from "./fix-categories.server";
import { generateSkus } from "./generate-skus.server";
import { countCatalogue, UnknownCategoryError } from "./import-engine.server";
import { importCategoryFileUrl } from "./import-categories";
import { csvImportsPath, importDirSource, manifestCounts, uploadSource, type CsvUpload, type SizedSource } from "./import-files.server";
import type { ImportSettings } from "./import-settings.server";
import { importMissingEbikes } from "./missing-ebikes.server";
import { runCategoryImport, runFileImport, type RunContext, type RunOutcome } from "./run-imports.server";
import type { RunReply } from "./run-types";

/** Spec §9: 2 second pause between files, 1 second between category imports. */
export const PAUSE_BETWEEN_FILES_MS = 2000;
export const PAUSE_BETWEEN_CATEGORIES_MS = 1000;

/**
 * The server side of each file choice on the import pages (admin-tools.ts): which files of
 * the import folder and how many products at most (spec §7: maxProducts 5, limit 298,
 * maxProducts 999).
 */
export const SERVER_SOURCES: Readonly<Record<string, { files: readonly string[]; limit?: number }>> = Object.freeze({
  default: { files: ["products.csv"] },
  "test-5": { files: ["test-products-5.csv"], limit: 5 },
  "full-298": { files: ["products-298.csv"], limit: 298 },
  "full-500": { files: ["products-500.csv"], limit: 500 },
  complex: { files: ["complex-import-1.csv", "complex-import-2.csv", "complex-import-3.csv"] },
  ebikes: { files: ["ebikes.csv"] },
  mayhem: { files: ["mayhem-1.csv", "mayhem-2.csv"] },
  "ebikes-categories": { files: ["ebikes.csv"], limit: 999 },
});

/** What an admin page (or the category API) asks to run. Parsed and checked by the route. */
export type StartRequest =
  | {
      tool: AdminToolId;
      /** A source id of the tool, or "upload". */
      source?: string;
      uploads?: CsvUpload[];
      /** custom-import: the target category; "" or absent: from the CSV. */
      categorySlug?: string;
      dryRun?: boolean;
      /** All or nothing per file (default): check every row first, write nothing on errors. */
      strict?: boolean;
    }
  | {
      /** Spec §7 import-bikes-consolidated: one category file by fileUrl into categorySlug. */
      tool: "category-file";
      fileUrl: string;
      categorySlug: string;
      dryRun?: boolean;
      strict?: boolean;
    };

/** A run ready to go: what import_runs records, and the work itself. */
export interface JobPlan {
  preset: string;
  dryRun: boolean;
  files: string[];
  steps: number;
  totalBytes: number;
  productsTotal: number | null;
  execute(context: RunContext): Promise<RunOutcome<RunReply>>;
}

const pause = (ms: number, settings: ImportSettings) => Math.round(ms * settings.pauseScale);

function maintenanceOutcome(reply: RunReply & { success: boolean }): RunOutcome<RunReply> {
  return { reply, status: reply.success ? "succeeded" : "failed", errors: [], counts: null };
}

/**
 * Turns a request into a plan: each admin tool is a preset of the one import engine (or a
 * maintenance task) – files, category slugs, limits, pauses, what it reports. Throws a
 * ValidationError with a German message for anything that cannot run.
 */
export async function planRun(request: StartRequest, settings: ImportSettings, db: Database): Promise<JobPlan> {
  if (request.tool === "category-file") return planCategoryFile(request, settings);
  const tool = ADMIN_TOOLS[request.tool];
  const dryRun = Boolean(request.dryRun) && supportsDryRun(tool);
  switch (tool.kind) {
    case "file-import":
      return planFileImport(tool, request, settings);
    case "category-import":
      return planCategoryImport(tool, { dryRun, strict: request.strict ?? true }, settings);
    case "analysis":
      throw new ValidationError("Die Analyse läuft direkt auf der Seite, nicht als Lauf.");
    case "maintenance":
      break;
  }
  const base = { preset: tool.id, dryRun, files: [] as string[], steps: 1, totalBytes: 0 };
  switch (tool.id) {
    case "delete-products":
      return { ...base, productsTotal: null, execute: async ({ db }) => maintenanceOutcome(await deleteAllProducts(db)) };
    case "fix-categories":
      return {
        ...base,
        productsTotal: (await countCatalogue(db)).products,
        execute: async ({ db, tracker }) => {
          tracker.startStep(1, tool.title);
          return maintenanceOutcome(await reorganiseCategories(db, { dryRun, onChecked: (count) => tracker.addProducts(count) }));
        },
      };
    case "generate-skus":
      return {
        ...base,
        productsTotal: null,
        execute: async ({ db, tracker }) => {
          tracker.startStep(1, tool.title);
          return maintenanceOutcome(await generateSkus(db, { importDir: settings.importDir }));
        },
      };
    case "import-missing-ebikes":
      return {
        ...base,
        files: ["E-Bike-Dateien"],
        productsTotal: null,
        execute: async ({ db, tracker, signal }) => {
          const reply = await importMissingEbikes(db, { importDir: settings.importDir, tracker, signal });
          return { reply, status: reply.success ? "succeeded" : reply.imported > 0 ? "partial" : "failed", errors: reply.errors, counts: null };
        },
      };
    default:
      throw new ValidationError(`Unbekanntes Werkzeug: ${tool.id}`);
  }
}

function planFileImport(tool: FileImportTool, request: Extract<StartRequest, { tool: AdminToolId }>, settings: ImportSettings): JobPlan {
  const uploads = request.uploads ?? [];
  const source = tool.sources.length === 0 ? "upload" : (request.source ?? tool.sources[0]!.id);
  let sized: SizedSource[];
  let limit: number | undefined;
  let productsTotal: number | null = null;
  if (source === "upload") {
    if (tool.upload === "none") throw new ValidationError("Dieses Werkzeug importiert nur die Dateien des Shops.");
    if (uploads.length === 0) throw new ValidationError("Bitte eine CSV-Datei auswählen.");
    if (uploads.length > 1 && tool.upload !== "multiple") throw new ValidationError("Bitte nur eine CSV-Datei auswählen.");
    sized = uploads.map(uploadSource);
  } else {
    if (!tool.sources.some((choice) => choice.id === source)) throw new ValidationError(`Unbekannte Dateiauswahl „${source}“.`);
    const preset = SERVER_SOURCES[source]!;
    sized = preset.files.map((file) => importDirSource(settings.importDir, file));
    limit = preset.limit;
    const manifest = manifestCounts(settings.importDir);
    const known = preset.files.map((file) => manifest.get(file)?.products);
    if (known.every((count) => count !== undefined)) {
      const sum = known.reduce<number>((total, count) => total + count!, 0);
      productsTotal = limit === undefined ? sum : Math.min(limit, sum);
    }
  }
  let categorySlug: string | undefined;
  if (tool.chooseCategory && request.categorySlug) {
    if (!assignCategory(request.categorySlug)) throw new UnknownCategoryError(request.categorySlug);
    categorySlug = request.categorySlug;
  }
  const dryRun = Boolean(request.dryRun);
  return {
    preset: tool.id,
    dryRun,
    files: sized.map((entry) => entry.label),
    steps: sized.length,
    totalBytes: sized.reduce((sum, entry) => sum + entry.bytes, 0),
    productsTotal,
    execute: (context) =>
      runFileImport(context, {
        sources: sized,
        limit,
        categorySlug,
        dryRun,
        strict: request.strict ?? true,
        pauseBetweenFilesMs: pause(PAUSE_BETWEEN_FILES_MS, settings),
        perCategory: tool.showCategories,
      }),
  };
}

function planCategoryImport(tool: CategoryImportTool, options: { dryRun: boolean; strict: boolean }, settings: ImportSettings): JobPlan {
  const manifest = manifestCounts(settings.importDir);
  const categories = tool.categories.map((category) => {
    const fileUrl = importCategoryFileUrl(category.slug);
    return { name: category.name, categorySlug: category.categorySlug, fileUrl, source: importDirSource(settings.importDir, fileUrl.slice(1)) };
  });
  const counts = categories.map((category) => manifest.get(category.source.label)?.products);
  return {
    preset: tool.id,
    dryRun: options.dryRun,
    files: categories.map((category) => category.source.label),
    steps: categories.length,
    totalBytes: categories.reduce((sum, category) => sum + category.source.bytes, 0),
    productsTotal: counts.every((count) => count !== undefined) ? counts.reduce<number>((sum, count) => sum + count!, 0) : null,
    execute: (context) =>
      runCategoryImport(context, {
        categories,
        dryRun: options.dryRun,
        strict: options.strict,
        pauseBetweenCategoriesMs: pause(PAUSE_BETWEEN_CATEGORIES_MS, settings),
      }),
  };
}

/** Spec §3 "Import request": fileUrl (a CSV under /csv-imports/) and categorySlug. */
function planCategoryFile(request: Extract<StartRequest, { tool: "category-file" }>, settings: ImportSettings): JobPlan {
  const relative = csvImportsPath(request.fileUrl);
  const node = findCategoryBySlug(request.categorySlug);
  if (!node || !assignCategory(request.categorySlug)) throw new UnknownCategoryError(request.categorySlug);
  const source = importDirSource(settings.importDir, relative);
  const dryRun = Boolean(request.dryRun);
  return {
    preset: "consolidated-bike-import",
    dryRun,
    files: [relative],
    steps: 1,
    totalBytes: source.bytes,
    productsTotal: manifestCounts(settings.importDir).get(relative)?.products ?? null,
    execute: (context) =>
      runCategoryImport(context, {
        categories: [{ name: node.name, categorySlug: node.slug, fileUrl: `/${relative}`, source }],
        dryRun,
        strict: request.strict ?? true,
        pauseBetweenCategoriesMs: 0,
      }),
  };
}
