import { describe, expect, it } from "vitest";
import { ADMIN_TOOLS } from "./admin-tools";
import { toastForRun } from "./run-toasts";
import type { CategoryBatchReply, FileImportReply, RunSnapshot } from "./run-types";

const snapshot = (result: RunSnapshot["result"], status: RunSnapshot["status"], message = result && "message" in result ? result.message : null): RunSnapshot => ({
  id: "r",
  preset: "x",
  status,
  dryRun: false,
  files: [],
  message,
  progress: null,
  result,
  errorCount: 0,
  startedBy: null,
  startedAt: "2026-01-01T00:00:00.000Z",
  finishedAt: "2026-01-01T00:00:01.000Z",
});
const fileReply = (overrides: Partial<FileImportReply>): FileImportReply => ({
  kind: "file-import",
  success: true,
  message: "5 Produkte",
  dryRun: false,
  total: 5,
  processed: 5,
  imported: 5,
  productsImported: 5,
  created: 5,
  updatedCount: 0,
  unchanged: 0,
  skipped: 0,
  totalVariants: 0,
  variantsImported: 0,
  products: 5,
  variants: 0,
  errors: [],
  errorCount: 0,
  files: [],
  details: { eBike: { products: 0, variants: 0 }, fahrrad: { products: 0, variants: 0 }, teile: { products: 0, variants: 0 }, zubehoer: { products: 0, variants: 0 } },
  ...overrides,
});

describe("toasts of finished runs (spec §8)", () => {
  it("names a successful import as its page does", () => {
    expect(toastForRun(ADMIN_TOOLS["dataset-import"], snapshot(fileReply({}), "succeeded"))).toEqual({ type: "success", title: "Test-Produkte erfolgreich importiert", description: "5 Produkte" });
    expect(toastForRun(ADMIN_TOOLS["complex-import"], snapshot(fileReply({}), "succeeded")).title).toBe("Alle Importe abgeschlossen!");
    expect(toastForRun(ADMIN_TOOLS["full-import"], snapshot(fileReply({}), "succeeded")).title).toBe("Import erfolgreich!");
  });

  it("reports problems with the spec's titles and fallbacks", () => {
    expect(toastForRun(ADMIN_TOOLS.import, snapshot(fileReply({ success: false, message: "" }), "partial"))).toEqual({ type: "warning", title: "Import mit Fehlern", description: "Es gab Probleme beim Import." });
    expect(toastForRun(ADMIN_TOOLS.import, snapshot(fileReply({ success: false, message: "Pflichtspalten fehlen" }), "failed"))).toMatchObject({ type: "error", title: "Import fehlgeschlagen" });
    const failure = { kind: "failure", success: false, message: "", error: "" } as const;
    expect(toastForRun(ADMIN_TOOLS.import, snapshot(failure, "failed", null))).toEqual({ type: "error", title: "Fehler beim Importieren", description: "Unbekannter Fehler" });
    expect(toastForRun(ADMIN_TOOLS["fix-categories"], snapshot({ ...failure, error: "kaputt" }, "failed")).title).toBe("Fehler beim Reorganisieren der Kategorien");
    expect(toastForRun(ADMIN_TOOLS["delete-products"], snapshot({ ...failure, error: "kaputt" }, "failed")).title).toBe("Fehler beim Löschen");
    expect(toastForRun(ADMIN_TOOLS["generate-skus"], snapshot({ ...failure, error: "kaputt" }, "failed")).title).toBe("Fehler beim Aktualisieren der EAN-Nummern");
  });

  it("sums up a category batch as 'Import abgeschlossen' with X/Y, products and variants", () => {
    const reply: CategoryBatchReply = { kind: "category-import", success: false, message: "", dryRun: false, total: 13, succeeded: 12, productsCount: 120, variantsCount: 480, results: [], errors: [], errorCount: 1 };
    expect(toastForRun(ADMIN_TOOLS["regular-bikes-import-4"], snapshot(reply, "partial"))).toEqual({
      type: "warning",
      title: "Import abgeschlossen",
      description: "12/13 Kategorien erfolgreich importiert. 120 Produkte, 480 Varianten.",
    });
  });

  it("shows a dry run as a preview", () => {
    expect(toastForRun(ADMIN_TOOLS.import, snapshot(fileReply({ dryRun: true }), "succeeded")).title).toBe("Probelauf abgeschlossen");
  });
});
