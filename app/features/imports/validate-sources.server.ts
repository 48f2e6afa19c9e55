import type { ImportRowError } from "../../db/schema";
import { ImportFileError, type ImportSource } from "./import-engine.server";
import { parseProductGroup, readShopifyCsv, type ByteStream } from "./shopify-csv.server";

export interface SourceCheck {
  /** Row and file errors, in file and row order (at most `maxErrors`). */
  errors: ImportRowError[];
  errorCount: number;
  /** Valid products found (up to the limit). */
  validProducts: number;
}

/**
 * Reads and validates files exactly as the import engine does, without touching the
 * database: the check before an all-or-nothing import ("nothing is half-written").
 * Stops counting valid products at `limit`, like the engine.
 */
export async function checkSources(
  sources: ImportSource[],
  options: { limit?: number; maxErrors?: number; signal?: AbortSignal } = {},
): Promise<SourceCheck> {
  const maxErrors = options.maxErrors ?? 1000;
  const result: SourceCheck = { errors: [], errorCount: 0, validProducts: 0 };
  const add = (error: ImportRowError) => {
    result.errorCount++;
    if (result.errors.length < maxErrors) result.errors.push(error);
  };
  const limitReached = () => options.limit !== undefined && result.validProducts >= options.limit;
  for (const source of sources) {
    if (limitReached()) break;
    const fileErrors: ImportRowError[] = [];
    try {
      let input: unknown;
      try {
        input = await source.open();
      } catch (error) {
        if (error instanceof ImportFileError) throw error;
        throw new ImportFileError(`Datei kann nicht geöffnet werden: ${source.name}`);
      }
      for await (const item of readShopifyCsv(input as ByteStream)) {
        options.signal?.throwIfAborted();
        if (item.kind === "invalidRow") {
          fileErrors.push({ file: source.name, row: item.row, handle: item.handle, message: item.message });
          continue;
        }
        const { product, issues } = parseProductGroup(item);
        for (const issue of issues) fileErrors.push({ file: source.name, ...issue });
        if (product) result.validProducts++;
        if (limitReached()) break;
      }
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      fileErrors.push({ file: source.name, row: 0, handle: null, message: error.message });
    }
    fileErrors.sort((a, b) => a.row - b.row);
    fileErrors.forEach(add);
  }
  return result;
}

/** "Zeile 5: Ungültiger Preis … (und 3 weitere Fehler)" – the first problem, for cards and toasts. */
export function describeErrors(errors: ImportRowError[], errorCount: number): string {
  const [first] = errors;
  if (!first) return "";
  const where = first.row > 0 ? `Zeile ${first.row}: ` : "";
  const more = errorCount - 1;
  // A sentence of its own ("Die Datei ist leer.") loses its full stop: callers append text.
  return `${where}${first.message.replace(/\.$/, "")}${more > 0 ? ` (und ${more} weitere${more === 1 ? "r" : ""} Fehler)` : ""}`;
}
