import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ValidationError } from "../../utils/domain-errors";
import { bufferSource, fileSource, type ImportSource } from "./import-engine.server";

/** Where the demo category files live, below the import folder and the site root. */
export const CSV_IMPORTS_FOLDER = "csv-imports";

/** A request named a file outside /csv-imports/ or not a CSV file name. */
export class InvalidFileUrlError extends ValidationError {
  override name = "InvalidFileUrlError";
  constructor(readonly fileUrl: string) {
    super(`Ungültige Dateiangabe „${fileUrl}“: erlaubt sind nur CSV-Dateien unter /csv-imports/.`);
  }
}

/** An upload the import cannot take (not CSV, empty, too large). Message is German. */
export class UploadError extends ValidationError {
  override name = "UploadError";
}

const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.csv$/i;

/**
 * The path below the import folder for a request's fileUrl ('/csv-imports/trail-fullys.csv',
 * also as an absolute URL of the site). Anything that could leave /csv-imports/ – '..',
 * encoded slashes, other folders, other extensions – is refused.
 */
export function csvImportsPath(fileUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(fileUrl, "http://shop.invalid").pathname;
  } catch {
    throw new InvalidFileUrlError(fileUrl);
  }
  const prefix = `/${CSV_IMPORTS_FOLDER}/`;
  if (!pathname.startsWith(prefix)) throw new InvalidFileUrlError(fileUrl);
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    throw new InvalidFileUrlError(fileUrl);
  }
  if (!FILE_NAME.test(name) || name.includes("..")) throw new InvalidFileUrlError(fileUrl);
  return `${CSV_IMPORTS_FOLDER}/${name}`;
}

/** A file of the import folder as engine source, with its size for progress. */
export interface SizedSource {
  source: ImportSource;
  /** Bytes, or 0 when the file does not exist (the engine then reports it as missing). */
  bytes: number;
  /** Path below the import folder (run history) or the upload's name. */
  label: string;
}

/** A file below the import folder; `relativePath` uses '/' and must not leave the folder. */
export function importDirSource(importDir: string, relativePath: string): SizedSource {
  const root = path.resolve(importDir);
  const absolute = path.resolve(root, relativePath);
  if (!absolute.startsWith(root + path.sep)) throw new InvalidFileUrlError(relativePath);
  let bytes = 0;
  try {
    bytes = statSync(absolute).size;
  } catch {
    // Missing: importCatalogue reports 'Datei nicht gefunden' for this file.
  }
  return { source: fileSource(absolute, path.basename(absolute)), bytes, label: relativePath };
}

export function uploadSource(upload: CsvUpload): SizedSource {
  return { source: bufferSource(upload.name, upload.bytes), bytes: upload.bytes.length, label: upload.name };
}

/** Counts the bytes the engine reads from a source, for the progress bar; `onOpen` when it starts. */
export function countingSource(source: ImportSource, onBytes: (bytes: number) => void, onOpen?: () => void): ImportSource {
  return {
    name: source.name,
    async open() {
      onOpen?.();
      const stream = (await source.open()) as AsyncIterable<Buffer | Uint8Array | string>;
      return (async function* () {
        for await (const chunk of stream) {
          onBytes(typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length);
          yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        }
      })();
    },
  };
}

// --- Demo manifest: product counts known in advance -------------------------------------

interface ManifestFile {
  path: string;
  products: number;
  variants: number;
}

const manifestCache = new Map<string, { mtimeMs: number; counts: Map<string, ManifestFile> }>();

/**
 * Product counts of the demo files (public/csv-imports/manifest.json, written by the demo
 * generator), so that progress can say "120 von 298 Produkten". Empty when there is none.
 */
export function manifestCounts(importDir: string): Map<string, ManifestFile> {
  const file = path.join(importDir, CSV_IMPORTS_FOLDER, "manifest.json");
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return new Map();
  }
  const cached = manifestCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.counts;
  let counts = new Map<string, ManifestFile>();
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { files?: ManifestFile[] };
    counts = new Map((parsed.files ?? []).map((entry) => [entry.path, entry]));
  } catch {
    // A broken manifest only costs the advance product count.
  }
  manifestCache.set(file, { mtimeMs, counts });
  return counts;
}

// --- Uploads --------------------------------------------------------------------------

export interface CsvUpload {
  name: string;
  bytes: Uint8Array;
}

const CSV_TYPES = new Set(["", "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/octet-stream", "text/comma-separated-values"]);

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString("de-DE", { maximumFractionDigits: 1 });
}

export function uploadTooLargeMessage(maxBytes: number): string {
  return `Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes(maxBytes)} MB.`;
}

/**
 * Spec §5 "CSV upload accepts .csv files": checks name, type, size and that the content
 * is text, before anything is imported.
 */
export async function readCsvUpload(file: File, maxBytes: number): Promise<CsvUpload> {
  const name = path.basename(file.name || "upload.csv");
  if (!/\.csv$/i.test(name) || !CSV_TYPES.has(file.type.split(";")[0]!.trim().toLowerCase())) {
    throw new UploadError(`„${name}“ ist keine CSV-Datei. Bitte eine Datei mit der Endung .csv hochladen.`);
  }
  if (file.size > maxBytes) throw new UploadError(uploadTooLargeMessage(maxBytes));
  if (file.size === 0) throw new UploadError(`Die Datei „${name}“ ist leer.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (looksBinary(bytes)) {
    throw new UploadError(`„${name}“ ist keine Textdatei im CSV-Format (z. B. eine Excel-Arbeitsmappe). Bitte in Excel „Speichern unter … CSV“ wählen.`);
  }
  return { name, bytes };
}

/** NUL bytes or the signature of a ZIP (xlsx), PDF or old Excel file in the first 8 KiB. */
export function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  const starts = (...signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x25, 0x50, 0x44, 0x46) || starts(0xd0, 0xcf, 0x11, 0xe0)) return true;
  return head.includes(0);
}

/**
 * The form data of an upload request, refusing bodies above `maxBytes` (plus room for the
 * other fields) while reading, so a huge upload never ends up in memory.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  const limit = maxBytes + 64 * 1024;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new UploadError(uploadTooLargeMessage(maxBytes));
  if (!request.body) return request.formData();
  let received = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.length;
        if (received > limit) controller.error(new UploadError(uploadTooLargeMessage(maxBytes)));
        else controller.enqueue(chunk);
      },
    }),
  );
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: limited, duplex: "half" } as RequestInit);
  try {
    return await copy.formData();
  } catch (error) {
    if (received > limit) throw new UploadError(uploadTooLargeMessage(maxBytes));
    throw new UploadError("Das Formular konnte nicht gelesen werden.", { cause: error });
  }
}
