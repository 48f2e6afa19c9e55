// The 19 admin import and maintenance pages of spec §2: what each page shows and offers.
// Client-safe; the server side of each tool (files, limits, pauses) is in presets.server.ts.
import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_PARTS,
  type ImportCategory,
} from "./import-categories";
import { IMPORT_TEXTS } from "./import-texts";

export const ADMIN_TOOL_IDS = [
  "import",
  "dataset-import",
  "full-import",
  "custom-import",
  "complex-import",
  "ebike-import",
  "categorized-ebike-import",
  "mayhem-import",
  "fix-categories",
  "delete-products",
  "import-missing-ebikes",
  "analyze-missing-ebikes",
  "import-ebikes-categories",
  "generate-skus",
  "consolidated-bike-import",
  "regular-bikes-import-1",
  "regular-bikes-import-2",
  "regular-bikes-import-3",
  "regular-bikes-import-4",
] as const;

export type AdminToolId = (typeof ADMIN_TOOL_IDS)[number];

export function isAdminToolId(value: string): value is AdminToolId {
  return (ADMIN_TOOL_IDS as readonly string[]).includes(value);
}

/** A file choice on a file-import page; the server maps the id to its files (presets.server.ts). */
export interface SourceChoice {
  id: string;
  label: string;
}

interface ToolBase {
  id: AdminToolId;
  title: string;
  description: string;
  /** Label of the start button. */
  action: string;
}

export interface FileImportTool extends ToolBase {
  kind: "file-import";
  /** Server files to choose from (first is the default). Empty: upload only. */
  sources: SourceChoice[];
  /** Whether a .csv file can be uploaded instead (several when `multiple`). */
  upload: "none" | "single" | "multiple";
  /** custom-import: the admin chooses the target category. */
  chooseCategory: boolean;
  successToast: string;
  /** import-ebikes-categories: results per tree category. */
  showCategories: boolean;
}

export interface CategoryImportTool extends ToolBase {
  kind: "category-import";
  categories: readonly ImportCategory[];
  /** Spec §2: part 2's category list is not shown. */
  showCategoryList: boolean;
  subtitle?: string;
}

export interface MaintenanceTool extends ToolBase {
  kind: "maintenance";
  successToast: string;
  errorToast: string;
  /** Asked in a dialog before the run starts. */
  confirm?: string;
}

export interface AnalysisTool extends ToolBase {
  kind: "analysis";
}

export type AdminTool = FileImportTool | CategoryImportTool | MaintenanceTool | AnalysisTool;

const T = IMPORT_TEXTS;
const totalRegular = REGULAR_BIKE_IMPORT_PARTS.reduce((sum, part) => sum + part.length, 0);

function fileTool(tool: Omit<FileImportTool, "kind" | "chooseCategory" | "showCategories"> & Partial<FileImportTool>): FileImportTool {
  return { kind: "file-import", chooseCategory: false, showCategories: false, ...tool };
}

function categoryTool(id: AdminToolId, title: string, description: string, categories: readonly ImportCategory[], extra: Partial<CategoryImportTool> = {}): CategoryImportTool {
  return {
    kind: "category-import",
    id,
    title,
    description,
    categories,
    action: `Alle ${categories.length} Kategorien importieren`,
    showCategoryList: true,
    ...extra,
  };
}

function regularPart(index: 0 | 1 | 2 | 3): CategoryImportTool {
  const part = REGULAR_BIKE_IMPORT_PARTS[index];
  const number = index + 1;
  // Spec §2: 'Reguläre Fahrräder Import - Teil 2 (10 Kategorien)', … 'Teil 4 (13 Kategorien) - FINALE'.
  const title = `Reguläre Fahrräder Import - Teil ${number} (${part.length} Kategorien)${number === 4 ? " - FINALE" : ""}`;
  return categoryTool(
    `regular-bikes-import-${number}` as AdminToolId,
    title,
    `Importiert die ${part.length} Kategorien von Teil ${number} nacheinander aus /csv-imports/.`,
    part,
    {
      showCategoryList: number !== 2,
      subtitle: `Teil ${number} von 4 – insgesamt ${totalRegular} Kategorien.`,
    },
  );
}

export const ADMIN_TOOLS: Readonly<Record<AdminToolId, AdminTool>> = Object.freeze({
  import: fileTool({
    id: "import",
    title: "CSV-Produktimport",
    description: "Importiert Produkte aus der Standarddatei oder aus einer hochgeladenen CSV-Datei im Shopify-Format. Unten stehen die letzten Läufe aller Werkzeuge.",
    action: "Import starten",
    sources: [{ id: "default", label: "Standarddatei products.csv" }],
    upload: "single",
    successToast: T.productsImported,
  }),
  "dataset-import": fileTool({
    id: "dataset-import",
    title: "Test-Import (5 Produkte)",
    description: "Importiert 5 Test-Produkte, um den Import schnell auszuprobieren.",
    action: "5 Test-Produkte importieren",
    sources: [{ id: "test-5", label: "test-products-5.csv (5 Produkte)" }],
    upload: "none",
    successToast: T.testProductsImported,
  }),
  "full-import": fileTool({
    id: "full-import",
    title: "Vollständiger Import",
    description: "Importiert 298 oder 500 Produkte aus den Katalogdateien des Shops oder aus einer hochgeladenen Datei. Dauert etwa 30 bis 60 Sekunden.",
    action: "Import starten",
    sources: [
      { id: "full-298", label: "298 Produkte (products-298.csv)" },
      { id: "full-500", label: "500 Produkte (products-500.csv)" },
    ],
    upload: "single",
    successToast: T.importSucceeded,
  }),
  "custom-import": fileTool({
    id: "custom-import",
    title: "Individueller Import",
    description: "Laden Sie eine beliebige CSV-Datei im Shopify-Format hoch und wählen Sie die Zielkategorie.",
    action: "Datei importieren",
    sources: [],
    upload: "single",
    chooseCategory: true,
    successToast: T.productsImported,
  }),
  "complex-import": fileTool({
    id: "complex-import",
    title: "Komplexer Import (mehrere Dateien)",
    description: "Importiert mehrere Dateien in einem Lauf, mit 2 Sekunden Pause zwischen den Dateien.",
    action: "Alle Dateien importieren",
    sources: [{ id: "complex", label: "complex-import-1.csv, complex-import-2.csv, complex-import-3.csv" }],
    upload: "multiple",
    successToast: T.allImportsDone,
  }),
  "ebike-import": fileTool({
    id: "ebike-import",
    title: "E-Bike-Import",
    description: "Importiert alle E-Bikes aus ebikes.csv.",
    action: "E-Bikes importieren",
    sources: [{ id: "ebikes", label: "ebikes.csv" }],
    upload: "none",
    successToast: T.importSucceeded,
  }),
  "categorized-ebike-import": categoryTool(
    "categorized-ebike-import",
    `Kategorisierter E-Bike-Import (${EBIKE_CATEGORY_FILES.length} Kategorien)`,
    `Importiert die ${EBIKE_CATEGORY_FILES.length} E-Bike-Kategoriedateien nacheinander; jede Datei landet in ihrer Kategorie.`,
    EBIKE_CATEGORY_FILES,
  ),
  "mayhem-import": fileTool({
    id: "mayhem-import",
    title: "Mayhem-Import",
    description: "Zwei Dateien mit 26 und 18 Produkten voller Sonderfälle: viele Bilder, drei Optionen, Anführungszeichen, ausverkaufte und extreme Preise.",
    action: "Mayhem-Dateien importieren",
    sources: [{ id: "mayhem", label: "mayhem-1.csv (26 Produkte), mayhem-2.csv (18 Produkte)" }],
    upload: "none",
    successToast: T.allImportsDone,
  }),
  "fix-categories": {
    kind: "maintenance",
    id: "fix-categories",
    title: "Kategorien reorganisieren",
    description:
      "Ordnet jedes Produkt dem festen Kategoriebaum zu – nach gespeicherter Kategorie, alten Kategorietexten, Produkttyp und Name – und zeigt, was verschoben wurde.",
    action: "Kategorien reorganisieren",
    successToast: T.categoriesReorganised,
    errorToast: T.reorganiseFailed,
  },
  "delete-products": {
    kind: "maintenance",
    id: "delete-products",
    title: "Alle Produkte löschen",
    description: "Löscht alle Produkte und Varianten. Bestellungen behalten ihre Artikelnamen und Preise.",
    action: "Alle Produkte löschen",
    successToast: T.allProductsDeleted,
    errorToast: T.deleteFailed,
    confirm: T.deleteConfirm,
  },
  "import-missing-ebikes": {
    kind: "maintenance",
    id: "import-missing-ebikes",
    title: "Fehlende E-Bikes importieren",
    description: "Vergleicht die E-Bike-Dateien mit dem Shop und importiert nur die E-Bikes, die noch fehlen.",
    action: "Fehlende E-Bikes importieren",
    successToast: T.importSucceeded,
    errorToast: T.importError,
  },
  "analyze-missing-ebikes": {
    kind: "analysis",
    id: "analyze-missing-ebikes",
    title: "Fehlende E-Bikes analysieren",
    description: "Zeigt, welche E-Bikes aus den Dateien im Shop fehlen und warum – ohne etwas zu ändern.",
    action: "Analyse starten",
  },
  "import-ebikes-categories": fileTool({
    id: "import-ebikes-categories",
    title: "E-Bikes mit Kategorien importieren",
    description: "Importiert die E-Bikes aus ebikes.csv in ihre Kategorien und zeigt Produkte und Varianten je Kategorie.",
    action: "E-Bikes mit Kategorien importieren",
    sources: [{ id: "ebikes-categories", label: "ebikes.csv (bis 999 Produkte)" }],
    upload: "none",
    successToast: T.importSucceeded,
    showCategories: true,
  }),
  "generate-skus": {
    kind: "maintenance",
    id: "generate-skus",
    title: "SKU/EAN aktualisieren",
    description: "Ergänzt fehlende Artikelnummern (SKU) nach einem festen Schema und fehlende EAN-Nummern aus den Barcodes der CSV-Dateien.",
    action: "SKUs und EANs aktualisieren",
    successToast: T.skusUpdated,
    errorToast: T.eanUpdateFailed,
  },
  "consolidated-bike-import": categoryTool(
    "consolidated-bike-import",
    `Konsolidierter Fahrrad-Import (${CONSOLIDATED_BIKE_CATEGORIES.length} Kategorien)`,
    `Importiert die ${CONSOLIDATED_BIKE_CATEGORIES.length} zusammengefassten Kategoriedateien aller regulären Fahrräder nacheinander.`,
    CONSOLIDATED_BIKE_CATEGORIES,
  ),
  "regular-bikes-import-1": regularPart(0),
  "regular-bikes-import-2": regularPart(1),
  "regular-bikes-import-3": regularPart(2),
  "regular-bikes-import-4": regularPart(3),
});

export function adminTool(id: AdminToolId): AdminTool {
  return ADMIN_TOOLS[id];
}

/** Whether the tool's runs can be previews (dry runs). */
export function supportsDryRun(tool: AdminTool): boolean {
  return tool.kind === "file-import" || tool.kind === "category-import";
}
