import { CsvError, parse } from "csv-parse";
import iconv from "iconv-lite";
import { Readable } from "node:stream";
import type { ProductImage, ProductOption } from "../../db/schema";
import { ValidationError } from "../../utils/domain-errors";
import { parseDecimalPrice, type Cents } from "../../utils/money";

/** A whole file cannot be imported (missing, empty, wrong columns, broken CSV). Message is German. */
export class ImportFileError extends ValidationError {
  override name = "ImportFileError";
}

/** Bytes of a CSV file as they arrive: a Node stream, a web stream or any async iterable. */
export type ByteStream = AsyncIterable<Buffer | Uint8Array | string>;

// Column keys we read, with the header spellings we accept (compared trimmed, lowercased,
// whitespace collapsed). Every other column is ignored.
const COLUMNS = {
  handle: ["handle"],
  title: ["title"],
  body: ["body (html)", "body html", "body"],
  vendor: ["vendor"],
  productCategory: ["product category", "standardized product type"],
  type: ["type", "custom product type"],
  tags: ["tags"],
  option1Name: ["option1 name"],
  option1Value: ["option1 value"],
  option2Name: ["option2 name"],
  option2Value: ["option2 value"],
  option3Name: ["option3 name"],
  option3Value: ["option3 value"],
  sku: ["variant sku"],
  inventoryQty: ["variant inventory qty", "variant inventory quantity"],
  price: ["variant price"],
  compareAtPrice: ["variant compare at price"],
  barcode: ["variant barcode"],
  imageSrc: ["image src"],
  imagePosition: ["image position"],
  imageAlt: ["image alt text"],
  variantImage: ["variant image"],
} as const satisfies Record<string, readonly string[]>;

export type ShopifyColumn = keyof typeof COLUMNS;
export type ShopifyRowValues = Readonly<Record<ShopifyColumn, string>>;

const REQUIRED_COLUMNS: ReadonlyArray<[ShopifyColumn, string]> = [
  ["handle", "Handle"],
  ["title", "Title"],
  ["price", "Variant Price"],
];

const OPTION_COLUMNS = [
  ["option1Name", "option1Value"],
  ["option2Name", "option2Value"],
  ["option3Name", "option3Value"],
] as const;

const VARIANT_COLUMNS: readonly ShopifyColumn[] = [
  "option1Value", "option2Value", "option3Value", "sku", "inventoryQty", "price", "compareAtPrice", "barcode", "variantImage",
];

export const MAX_IMAGES_PER_PRODUCT = 16;
/** numeric(12,2) holds at most 9,999,999,999.99. */
const MAX_PRICE_CENTS = 999_999_999_999;
const MAX_STOCK = 2_147_483_647;
const SNIFF_BYTES = 64 * 1024;
const MAX_RECORD_CHARS = 1_000_000;

/** One CSV record with its row number as a spreadsheet shows it (header = 1). */
export interface CsvRow {
  row: number;
  values: ShopifyRowValues;
}

/** What the reader yields: all rows of one handle, or a row that belongs to no product. */
export type CsvItem =
  | { kind: "product"; handle: string; rows: CsvRow[] }
  | { kind: "invalidRow"; row: number; handle: string | null; message: string };

export interface ReadStats {
  rowsRead: number;
}

export function normaliseHandle(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Streams a Shopify product CSV and yields the rows grouped by handle. A product is
 * complete when the next handle starts, so only one product is held in memory.
 * Throws ImportFileError for an empty file, missing required columns or broken CSV.
 */
export async function* readShopifyCsv(input: ByteStream, stats: ReadStats = { rowsRead: 0 }): AsyncGenerator<CsvItem> {
  const chunks = decodeText(input)[Symbol.asyncIterator]();
  const head = await chunks.next().catch((error: unknown) => {
    throw unreadableFrom(1, error);
  });
  const firstText = head.done ? "" : head.value;

  let syntaxError: { recordsBefore: number; error: CsvError } | undefined;
  const parser = parse({
    delimiter: detectDelimiter(firstText),
    relax_column_count: true,
    // A stray quote such as 28" Laufrad in an unquoted field is kept as text.
    relax_quotes: true,
    // Empty lines still come through as records so that row numbers stay exact.
    skip_empty_lines: false,
    // An unclosed quote would otherwise pull the whole rest of the file into one field.
    max_record_size: MAX_RECORD_CHARS,
    // A syntax error ends the file gracefully: the records parsed before it are kept.
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error && !syntaxError) {
        syntaxError = { recordsBefore: parser.info.records, error };
        text.unpipe(parser);
        parser.end();
      }
      return undefined;
    },
  });
  const text = Readable.from(prepend(firstText, chunks));
  let sourceError: Error | undefined;
  text.on("error", (error) => {
    sourceError = error;
    parser.destroy(error);
  });
  text.pipe(parser);

  let header: HeaderPlan | undefined;
  let current: { handle: string; rows: CsvRow[]; duplicate: boolean } | undefined;
  const finishedHandles = new Set<string>();

  function* finish(group: NonNullable<typeof current>): Generator<CsvItem> {
    finishedHandles.add(group.handle);
    if (!group.duplicate) {
      yield { kind: "product", handle: group.handle, rows: group.rows };
      return;
    }
    for (const { row } of group.rows) {
      yield { kind: "invalidRow", row, handle: group.handle, message: `Doppelter Handle "${group.handle}"` };
    }
  }

  // Row numbers are counted here rather than taken from csv-parse, whose line count
  // goes wrong for CRLF line breaks inside quoted fields.
  let nextRow = 1;
  let recordsRead = 0;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      // Whatever csv-parse still emits after a syntax error is not trustworthy.
      if (syntaxError && recordsRead >= syntaxError.recordsBefore) break;
      recordsRead++;
      const row = nextRow;
      nextRow += lineSpan(fields);
      if (isBlank(fields)) continue;
      if (!header) {
        header = mapHeader(fields);
        continue;
      }
      stats.rowsRead++;
      const values = rowValues(fields, header);
      const handle = normaliseHandle(values.handle);
      if (!handle) {
        yield { kind: "invalidRow", row, handle: null, message: "Handle fehlt" };
        continue;
      }
      if (current?.handle === handle) {
        current.rows.push({ row, values });
        continue;
      }
      if (current) yield* finish(current);
      current = { handle, rows: [{ row, values }], duplicate: finishedHandles.has(handle) };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(csvErrorMessage(error, nextRow), { cause: error });
    // The source itself failed (disk, network): the rest of the file is unreadable.
    if (sourceError && error === sourceError) throw unreadableFrom(nextRow, error);
    throw error;
  } finally {
    text.destroy();
    parser.destroy();
  }
  if (!header && !syntaxError) throw new ImportFileError("Die Datei ist leer.");
  // The product being read when the syntax error came may be incomplete: it is dropped.
  if (syntaxError) throw new ImportFileError(csvErrorMessage(syntaxError.error, nextRow), { cause: syntaxError.error });
  if (current) yield* finish(current);
}

// --- Decoding -------------------------------------------------------------------------

/**
 * Decodes bytes to text: a UTF-8 BOM means UTF-8; otherwise the first 64 KiB decide
 * between UTF-8 and Windows-1252 (what Excel on German Windows writes).
 */
async function* decodeText(input: ByteStream): AsyncGenerator<string> {
  let decoder: iconv.DecoderStream | undefined;
  let head: Buffer[] = [];
  let headSize = 0;
  for await (const chunk of input) {
    const bytes = toBuffer(chunk);
    if (decoder) {
      const text = decoder.write(bytes);
      if (text) yield text;
      continue;
    }
    head.push(bytes);
    headSize += bytes.length;
    if (headSize >= SNIFF_BYTES) {
      const headBytes = Buffer.concat(head);
      head = [];
      decoder = iconv.getDecoder(detectEncoding(headBytes));
      yield decoder.write(headBytes);
    }
  }
  if (!decoder) {
    const headBytes = Buffer.concat(head);
    decoder = iconv.getDecoder(detectEncoding(headBytes));
    yield decoder.write(headBytes);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export function detectEncoding(head: Uint8Array): "utf8" | "windows-1252" {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf8";
  try {
    // stream: true tolerates a multi-byte character cut off at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf8";
  } catch {
    return "windows-1252";
  }
}

/** ';' when the header line has more semicolons than commas (German Excel), else ','. */
export function detectDelimiter(text: string): "," | ";" {
  const end = text.search(/[\r\n]/);
  const headerLine = end === -1 ? text : text.slice(0, end);
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

function toBuffer(chunk: Buffer | Uint8Array | string): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk, "utf8");
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

async function* prepend(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  if (first) yield first;
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}

// --- Records --------------------------------------------------------------------------

/** Where each known column sits in a record; columns the file lacks read as "". */
type HeaderPlan = ReadonlyArray<readonly [ShopifyColumn, number | undefined]>;

function mapHeader(record: string[]): HeaderPlan {
  const positions = new Map<string, number>();
  record.forEach((name, index) => {
    const key = name.trim().toLowerCase().replace(/\s+/g, " ");
    if (!positions.has(key)) positions.set(key, index);
  });
  const plan = (Object.entries(COLUMNS) as Array<[ShopifyColumn, readonly string[]]>).map(
    ([column, spellings]) => [column, spellings.map((spelling) => positions.get(spelling)).find((index) => index !== undefined)] as const,
  );
  const missing = REQUIRED_COLUMNS.filter(([required]) => plan.some(([column, index]) => column === required && index === undefined));
  if (missing.length > 0) throw new ImportFileError(`Pflichtspalten fehlen: ${missing.map(([, label]) => label).join(", ")}`);
  return plan;
}

function rowValues(record: string[], plan: HeaderPlan): ShopifyRowValues {
  const values = {} as Record<ShopifyColumn, string>;
  for (const [column, index] of plan) {
    const value = index === undefined ? "" : (record[index] ?? "").trim();
    // PostgreSQL text cannot hold NUL characters.
    values[column] = value.includes("\0") ? value.replaceAll("\0", "") : value;
  }
  return values;
}

function isBlank(record: string[]): boolean {
  return record.every((field) => field.trim() === "");
}

/** Physical lines a record spans: quoted fields may contain line breaks. */
function lineSpan(record: string[]): number {
  let lines = 1;
  for (const field of record) {
    if (field.includes("\n") || field.includes("\r")) lines += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return lines;
}

function unreadableFrom(row: number, cause: unknown): ImportFileError {
  return new ImportFileError(`Die Datei kann ab Zeile ${row} nicht gelesen werden.`, { cause });
}

function csvErrorMessage(error: CsvError, row: number): string {
  const reason =
    error.code === "CSV_QUOTE_NOT_CLOSED"
      ? "ein Anführungszeichen wird nicht geschlossen"
      : error.code === "CSV_MAX_RECORD_SIZE"
        ? "der Datensatz ist zu groß (Anführungszeichen nicht geschlossen?)"
        : "ungültiges CSV-Format";
  return `Die Datei kann ab Zeile ${row} nicht gelesen werden: ${reason}.`;
}

// --- Validation and normalisation of one product --------------------------------------

export interface ShopifyVariant {
  row: number;
  /** Values of the product's options, in option order. */
  optionValues: string[];
  priceCents: Cents;
  compareAtPriceCents: Cents | null;
  stock: number;
  sku: string | null;
  ean: string | null;
  imageUrl: string | null;
}

/** A validated product as the CSV describes it; at least one variant. */
export interface ShopifyProduct {
  handle: string;
  row: number;
  title: string;
  bodyHtml: string;
  vendor: string | null;
  productCategory: string | null;
  productType: string | null;
  tags: string[];
  /** Empty for a product with only Shopify's 'Default Title' variant. */
  options: ProductOption[];
  variants: ShopifyVariant[];
  images: ProductImage[];
}

export interface RowIssue {
  row: number;
  handle: string | null;
  message: string;
}

/**
 * Validates the rows of one handle. The first row carries the product and its first
 * variant: if it is invalid the whole product is skipped. Any later invalid variant row
 * is reported and left out. Every problem is reported with its row number.
 */
export function parseProductGroup(group: { handle: string; rows: CsvRow[] }): { product: ShopifyProduct | null; issues: RowIssue[] } {
  const [first, ...rest] = group.rows;
  if (!first) return { product: null, issues: [] };
  const issues: RowIssue[] = [];
  const report = (row: number, message: string) => issues.push({ row, handle: group.handle, message });

  const optionColumns = readOptionColumns(first.values);
  const variants: ShopifyVariant[] = [];
  const seenKeys = new Set<string>();

  const firstResult = parseVariant(first, optionColumns);
  const productErrors = [...(first.values.title ? [] : ["Titel fehlt"]), ...firstResult.errors];
  for (const message of productErrors) report(first.row, message);

  const candidates = productErrors.length === 0 ? [firstResult] : [];
  for (const row of rest) {
    if (!hasVariantData(row.values)) continue;
    const result = parseVariant(row, optionColumns);
    for (const message of result.errors) report(row.row, message);
    candidates.push(result);
  }
  for (const { row, variant } of candidates) {
    if (!variant) continue;
    const key = variant.optionValues.join(" / ");
    if (seenKeys.has(key)) {
      report(row, key ? `Doppelte Variante "${key}"` : "Doppelte Variante: das Produkt hat keine Optionen");
      continue;
    }
    seenKeys.add(key);
    variants.push(variant);
  }
  issues.sort((a, b) => a.row - b.row);
  if (productErrors.length > 0) return { product: null, issues };

  const values = first.values;
  return {
    product: {
      handle: group.handle,
      row: first.row,
      title: values.title,
      bodyHtml: values.body,
      vendor: values.vendor || null,
      productCategory: values.productCategory || null,
      productType: values.type || null,
      tags: [...new Set(values.tags.split(",").map((tag) => tag.trim()).filter(Boolean))],
      options: optionColumns.map((option, index) => ({
        name: option.name,
        values: [...new Set(variants.map((variant) => variant.optionValues[index]!))],
      })),
      variants,
      images: collectImages(group.rows),
    },
    issues,
  };
}

interface OptionColumn {
  name: string;
  valueColumn: ShopifyColumn;
}

/** Option names come from the first row; Shopify's 'Title: Default Title' means no options. */
function readOptionColumns(values: ShopifyRowValues): OptionColumn[] {
  const isDefaultTitle = values.option1Name.toLowerCase() === "title" && values.option1Value.toLowerCase() === "default title";
  if (isDefaultTitle) return [];
  return OPTION_COLUMNS.filter(([nameColumn]) => values[nameColumn] !== "").map(([nameColumn, valueColumn]) => ({
    name: values[nameColumn],
    valueColumn,
  }));
}

function hasVariantData(values: ShopifyRowValues): boolean {
  return VARIANT_COLUMNS.some((column) => values[column] !== "");
}

function parseVariant(row: CsvRow, options: OptionColumn[]): { row: number; variant: ShopifyVariant | null; errors: string[] } {
  const values = row.values;
  const errors: string[] = [];

  const priceCents = parsePrice(values.price);
  if (values.price === "") errors.push("Preis fehlt");
  else if (priceCents === null) errors.push(`Ungültiger Preis: "${values.price}"`);

  const compareAtPriceCents = values.compareAtPrice === "" ? null : parsePrice(values.compareAtPrice);
  if (values.compareAtPrice !== "" && compareAtPriceCents === null) {
    errors.push(`Ungültiger Vergleichspreis: "${values.compareAtPrice}"`);
  }

  const stock = parseStock(values.inventoryQty);
  if (stock === null) errors.push(`Ungültiger Bestand: "${values.inventoryQty}"`);

  const optionValues = options.map((option) => values[option.valueColumn]);
  options.forEach((option, index) => {
    if (!optionValues[index]) errors.push(`Optionswert fehlt: ${option.name}`);
  });

  if (errors.length > 0 || priceCents === null || stock === null) return { row: row.row, variant: null, errors };
  return {
    row: row.row,
    errors,
    variant: {
      row: row.row,
      optionValues,
      priceCents,
      // A compare-at price only means something when it is above the price (as in Shopify).
      compareAtPriceCents: compareAtPriceCents !== null && compareAtPriceCents > priceCents ? compareAtPriceCents : null,
      stock,
      sku: values.sku || null,
      ean: normaliseEan(values.barcode),
      imageUrl: safeUrl(values.variantImage),
    },
  };
}

function parsePrice(raw: string): Cents | null {
  const cents = parseDecimalPrice(raw);
  return cents !== null && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Whole units; empty means 0. Negative stock (oversold in Shopify) becomes 0. */
export function parseStock(raw: string): number | null {
  if (raw === "") return 0;
  const match = /^([+-]?)(\d+)(?:[.,]0+)?$/.exec(raw);
  if (!match) return null;
  const amount = Number(match[2]);
  if (amount > MAX_STOCK) return null;
  return match[1] === "-" ? 0 : amount;
}

/**
 * Keeps a barcode only when it is a valid EAN-8, UPC-A or EAN-13 (check digit included).
 * Anything else is dropped silently: a bad barcode must not block a product.
 */
export function normaliseEan(raw: string): string | null {
  // Excel users often prefix a leading apostrophe to keep leading zeros.
  const digits = raw.replace(/^'/, "").replace(/[\s-]/g, "");
  if (!/^(?:\d{8}|\d{12}|\d{13})$/.test(digits)) return null;
  let sum = 0;
  let weight = 3;
  for (let index = digits.length - 2; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]) ? digits : null;
}

/** Image links are rendered in the shop: only http(s) and site-relative URLs are kept. */
function safeUrl(raw: string): string | null {
  return /^https?:\/\/\S+$/i.test(raw) || /^\/(?!\/)\S*$/.test(raw) ? raw : null;
}

function collectImages(rows: CsvRow[]): ProductImage[] {
  const images: Array<ProductImage & { position: number; order: number }> = [];
  const seen = new Set<string>();
  for (const { values } of rows) {
    const url = safeUrl(values.imageSrc);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const position = Number.parseInt(values.imagePosition, 10);
    images.push({ url, alt: values.imageAlt || null, position: Number.isNaN(position) ? Infinity : position, order: images.length });
  }
  return images
    .sort((a, b) => a.position - b.position || a.order - b.order)
    .slice(0, MAX_IMAGES_PER_PRODUCT)
    .map(({ url, alt }) => ({ url, alt }));
}
