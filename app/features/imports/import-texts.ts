// German texts of the import and maintenance pages. Quoted ones are verbatim from spec §4/§8.

export const IMPORT_TEXTS = {
  // Spec §8 "Import toasts (errors)".
  importError: "Fehler beim Importieren",
  unknownError: "Unbekannter Fehler",
  importFailed: "Import fehlgeschlagen",
  importWithErrors: "Import mit Fehlern",
  importWithErrorsFallback: "Es gab Probleme beim Import.",
  unexpectedError: "Ein unerwarteter Fehler ist aufgetreten.",
  reorganiseFailed: "Fehler beim Reorganisieren der Kategorien",
  deleteFailed: "Fehler beim Löschen",
  eanUpdateFailed: "Fehler beim Aktualisieren der EAN-Nummern",
  // Spec §8 "Import toasts (success)".
  productsImported: "Produkte erfolgreich importiert",
  testProductsImported: "Test-Produkte erfolgreich importiert",
  importSucceeded: "Import erfolgreich!",
  allProductsDeleted: "Alle Produkte gelöscht",
  allImportsDone: "Alle Importe abgeschlossen!",
  importDone: "Import abgeschlossen",
  // Spec §4.
  deleteConfirm: "Sind Sie sicher, dass Sie ALLE Produkte löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden!",
  resultsHeading: "Import-Ergebnisse:",
  // Ours.
  categoriesReorganised: "Kategorien reorganisiert",
  skusUpdated: "SKU- und EAN-Nummern aktualisiert",
  dryRunDone: "Probelauf abgeschlossen",
  dryRunLabel: "Probelauf: nur prüfen, nichts schreiben",
  running: "Läuft …",
  alreadyRunning: "Es läuft bereits ein Import oder eine Wartungsaufgabe. Bitte warten Sie, bis dieser Lauf beendet ist.",
  interrupted: "Abgebrochen: Der Server wurde während des Laufs beendet.",
} as const;

/** Spec §2: the toast text after a category batch. */
export function categoryBatchMessage(succeeded: number, total: number, products: number, variants: number): string {
  return `${succeeded}/${total} Kategorien erfolgreich importiert. ${products} Produkte, ${variants} Varianten.`;
}

/** Spec §2: the counts line of a category card. */
export function productVariantCounts(products: number, variants: number): string {
  return `${products} Produkte, ${variants} Varianten`;
}
