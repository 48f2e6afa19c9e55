import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_PARTS,
} from "../imports/import-categories";

export interface ToolCard {
  to: string;
  title: string;
  description: string;
}

const [part1, part2, part3, part4] = REGULAR_BIKE_IMPORT_PARTS;
const totalRegular = REGULAR_BIKE_IMPORT_PARTS.reduce((sum, part) => sum + part.length, 0);

/**
 * Spec §2 "Admin dashboard": the cards, in the spec's order. Category counts come from the
 * import presets, so a card always states what the tool behind it really does.
 */
export const DASHBOARD_TOOL_CARDS: readonly ToolCard[] = Object.freeze([
  { to: "/admin/orders", title: "Bestellungen verwalten", description: "Alle Bestellungen mit Kundendaten, Status ändern, Verlauf und CSV-Export." },
  { to: "/admin/import-missing-ebikes", title: "Fehlende E-Bikes importieren", description: "Importiert E-Bikes, die noch nicht im Katalog sind." },
  { to: "/admin/analyze-missing-ebikes", title: "Fehlende E-Bikes analysieren", description: "Vergleicht die E-Bike-Dateien mit dem Katalog, ohne etwas zu ändern." },
  { to: "/admin/import-ebikes-categories", title: "E-Bikes mit Kategorien importieren", description: "Importiert E-Bikes und ordnet sie ihren Kategorien zu." },
  {
    to: "/admin/categorized-ebike-import",
    title: "Kategorisierter E-Bike-Import",
    description: `${EBIKE_CATEGORY_FILES.length} Kategorie-Dateien nacheinander importieren.`,
  },
  { to: "/admin/generate-skus", title: "SKU/EAN aktualisieren", description: "Ergänzt fehlende Artikelnummern und EAN-Codes." },
  {
    to: "/admin/consolidated-bike-import",
    title: "Konsolidierter Fahrrad-Import",
    description: `${CONSOLIDATED_BIKE_CATEGORIES.length} Kategorie-Dateien für alle regulären Fahrräder.`,
  },
  ...[part1, part2, part3, part4].map((part, index) => ({
    to: `/admin/regular-bikes-import-${index + 1}`,
    title: `Reguläre Fahrräder Import - Teil ${index + 1} (${part.length} Kategorien)${index === 3 ? " - FINALE" : ""}`,
    description: `Teil ${index + 1} von 4 – insgesamt ${totalRegular} Kategorien.`,
  })),
]);
