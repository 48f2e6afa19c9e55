import type { AdminTool } from "./admin-tools";
import { categoryBatchMessage, IMPORT_TEXTS } from "./import-texts";
import type { RunSnapshot } from "./run-types";

export interface RunToast {
  type: "success" | "warning" | "error";
  title: string;
  description: string;
}

/** The title of a tool's error toasts (spec §8). */
export function errorToastTitle(tool: AdminTool): string {
  return tool.kind === "maintenance" ? tool.errorToast : IMPORT_TEXTS.importError;
}

/** Spec §8: which toast a finished run shows, with the spec's exact titles. */
export function toastForRun(tool: AdminTool, run: RunSnapshot): RunToast {
  const result = run.result;
  if (!result || result.kind === "failure") {
    return { type: "error", title: errorToastTitle(tool), description: result?.error || run.message || IMPORT_TEXTS.unknownError };
  }
  switch (result.kind) {
    case "file-import": {
      if (result.dryRun && run.status !== "failed") return { type: "success", title: IMPORT_TEXTS.dryRunDone, description: result.message };
      if (run.status === "succeeded") {
        return { type: "success", title: tool.kind === "file-import" ? tool.successToast : IMPORT_TEXTS.importSucceeded, description: result.message };
      }
      if (run.status === "partial") return { type: "warning", title: IMPORT_TEXTS.importWithErrors, description: result.message || IMPORT_TEXTS.importWithErrorsFallback };
      return { type: "error", title: IMPORT_TEXTS.importFailed, description: result.message || IMPORT_TEXTS.unknownError };
    }
    case "category-import":
      // Spec §2: 'Import abgeschlossen' – 'X/Y Kategorien erfolgreich importiert. P Produkte, V Varianten.'
      return {
        type: result.succeeded === result.total ? "success" : result.succeeded > 0 ? "warning" : "error",
        title: result.dryRun ? IMPORT_TEXTS.dryRunDone : IMPORT_TEXTS.importDone,
        description: categoryBatchMessage(result.succeeded, result.total, result.productsCount, result.variantsCount),
      };
    case "missing-ebikes":
      if (result.success) return { type: "success", title: IMPORT_TEXTS.importSucceeded, description: result.message };
      return { type: "warning", title: IMPORT_TEXTS.importWithErrors, description: result.message || IMPORT_TEXTS.importWithErrorsFallback };
    case "fix-categories":
    case "delete-products":
    case "generate-skus": {
      const titles = tool.kind === "maintenance" ? tool : { successToast: IMPORT_TEXTS.importSucceeded, errorToast: IMPORT_TEXTS.importError };
      return result.success
        ? { type: "success", title: titles.successToast, description: result.message }
        : { type: "error", title: titles.errorToast, description: result.message || IMPORT_TEXTS.unknownError };
    }
  }
}
