import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { domainErrorStatus, isDomainError, ValidationError } from "../../utils/domain-errors";
import type { AdminSession } from "../auth/session.server";
import { allCategories, categoryAncestry } from "../catalog/category-tree";
import { ADMIN_TOOLS, type AdminToolId } from "./admin-tools";
import { readCsvUpload, readLimitedFormData, type CsvUpload } from "./import-files.server";
import { getLatestRun, listRecentRuns } from "./import-runs.server";
import { IMPORT_TEXTS } from "./import-texts";
import { analyzeMissingEbikes } from "./missing-ebikes.server";
import type { RunSnapshot, ToolActionResult } from "./run-types";

export interface CategoryOption {
  slug: string;
  name: string;
  depth: number;
}

export interface ToolPageData {
  toolId: AdminToolId;
  /** The run going right now (of any tool), if any. */
  activeRun: RunSnapshot | null;
  /** This tool's latest run: its result is shown when the page is opened again. */
  latestRun: RunSnapshot | null;
  /** /admin/import: the run history of all tools. */
  recentRuns: RunSnapshot[] | null;
  /** custom-import: the tree, for choosing the target category. */
  categoryOptions: CategoryOption[] | null;
  maxUploadMb: number;
}

/** What every tool page's loader returns (after requireAdmin). */
export async function loadToolPage(context: AppLoadContext, toolId: AdminToolId): Promise<ToolPageData> {
  const { imports } = context;
  const [activeRun, latestRun, recentRuns] = await Promise.all([
    imports.activeRun(),
    getLatestRun(imports.db, toolId),
    toolId === "import" ? listRecentRuns(imports.db) : Promise.resolve(null),
  ]);
  const tool = ADMIN_TOOLS[toolId];
  return {
    toolId,
    activeRun,
    // A run that was cut off is shown as such once the lock check above has marked it.
    latestRun: latestRun?.id === activeRun?.id ? activeRun : latestRun,
    recentRuns,
    categoryOptions:
      tool.kind === "file-import" && tool.chooseCategory
        ? allCategories().map((node) => ({ slug: node.slug, name: node.name, depth: (categoryAncestry(node.slug)?.length ?? 1) - 1 }))
        : null,
    maxUploadMb: Math.round(imports.settings.maxUploadBytes / (1024 * 1024)),
  };
}

const formSchema = z.object({
  // Required: a POST without it (a stray request, a probe) never starts anything.
  intent: z.enum(["start", "analyze"]),
  source: z.string().max(100).optional(),
  categorySlug: z.string().max(200).optional(),
  dryRun: z.literal("on").optional(),
  // Unticked "all or nothing": invalid products are left out, the others imported.
  skipInvalid: z.literal("on").optional(),
  // Set by the confirmation dialog of /admin/delete-products (spec §4).
  confirmed: z.literal("yes").optional(),
});

function errorTitle(toolId: AdminToolId): string {
  const tool = ADMIN_TOOLS[toolId];
  return tool.kind === "maintenance" ? tool.errorToast : IMPORT_TEXTS.importError;
}

/**
 * What every tool page's action does (after requireAdmin): parse the form (uploads with a
 * size limit), start the run and answer with its id – the page then follows its progress.
 * Expected problems come back as German messages for the toast, with a 4xx status.
 */
export async function runToolAction(request: Request, context: AppLoadContext, toolId: AdminToolId, admin: AdminSession) {
  const { imports } = context;
  const title = errorTitle(toolId);
  try {
    const form = await readLimitedFormData(request, imports.settings.maxUploadBytes * 5);
    const fields = formSchema.parse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
    if (fields.intent === "analyze" || ADMIN_TOOLS[toolId].kind === "analysis") {
      const analysis = await analyzeMissingEbikes(imports.db, { importDir: imports.settings.importDir, signal: request.signal });
      return data<ToolActionResult>({ ok: true, analysis });
    }
    if (toolId === "delete-products" && fields.confirmed !== "yes") {
      throw new ValidationError("Bitte bestätigen Sie das Löschen im Dialog.");
    }
    const files = form.getAll("file").filter((value): value is File => typeof value !== "string" && value.size + value.name.length > 0);
    const uploads: CsvUpload[] = [];
    for (const file of files) uploads.push(await readCsvUpload(file, imports.settings.maxUploadBytes));
    const source = fields.source ?? (uploads.length > 0 ? "upload" : undefined);
    const { runId } = await imports.start(
      {
        tool: toolId,
        source,
        uploads,
        categorySlug: fields.categorySlug || undefined,
        dryRun: fields.dryRun === "on",
        strict: fields.skipInvalid !== "on",
      },
      admin.user.id,
    );
    return data<ToolActionResult>({ ok: true, runId });
  } catch (error) {
    if (error instanceof z.ZodError) return data<ToolActionResult>({ ok: false, title, error: "Ungültige Formulardaten." }, { status: 400 });
    if (!isDomainError(error)) {
      context.logger.error({ err: error, tool: toolId }, "Werkzeug konnte nicht gestartet werden");
      return data<ToolActionResult>({ ok: false, title, error: IMPORT_TEXTS.unexpectedError }, { status: 500 });
    }
    return data<ToolActionResult>({ ok: false, title, error: error.message }, { status: domainErrorStatus(error) });
  }
}
