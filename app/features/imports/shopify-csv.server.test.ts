import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ImportFileError,
  detectDelimiter,
  detectEncoding,
  normaliseEan,
  parseProductGroup,
  parseStock,
  readShopifyCsv,
  type CsvItem,
  type ShopifyProduct,
} from "./shopify-csv.server";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/csv/${name}`, import.meta.url));

async function* chunked(bytes: Uint8Array, size = 64 * 1024) {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

async function readItems(bytes: Uint8Array | string, chunkSize?: number): Promise<CsvItem[]> {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  const items: CsvItem[] = [];
  for await (const item of readShopifyCsv(chunked(data, chunkSize))) items.push(item);
  return items;
}

async function readProducts(bytes: Uint8Array | string, chunkSize?: number): Promise<ShopifyProduct[]> {
  const items = await readItems(bytes, chunkSize);
  return items.flatMap((item) => (item.kind === "product" ? [parseProductGroup(item).product!] : []));
}

const HEADER = "Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Image Alt Text";

describe("reading a Shopify product CSV", () => {
  it("groups rows by handle into products with options, variants and images", async () => {
    const products = await readProducts(fixture("fahrraeder.csv"));
    expect(products.map((product) => product.handle)).toEqual([
      "cube-kathmandu-hybrid-pro-750",
      "focus-jam2-6-9",
      "abus-bordo-6000-faltschloss",
      "trek-marlin-7",
    ]);
    const cube = products[0]!;
    expect(cube.row).toBe(2);
    expect(cube.title).toBe("Cube Kathmandu Hybrid Pro 750");
    expect(cube.vendor).toBe("Cube");
    expect(cube.productType).toBe("E-Bikes Trekking");
    expect(cube.tags).toEqual(["E-Bike", "Trekking", "Bosch"]);
    expect(cube.options).toEqual([
      { name: "Rahmengröße", values: ["50 cm", "54 cm", "58 cm"] },
      { name: "Farbe", values: ["Grau", "Schwarz"] },
    ]);
    expect(cube.variants.map((variant) => [variant.row, variant.optionValues.join(" / "), variant.priceCents, variant.stock])).toEqual([
      [2, "50 cm / Grau", 349_900, 3],
      [9, "54 cm / Grau", 349_900, 5],
      [10, "58 cm / Grau", 349_900, 0],
      [11, "54 cm / Schwarz", 354_900, 2],
    ]);
    expect(cube.variants[0]).toMatchObject({ compareAtPriceCents: 399_900, sku: "CUBE-KHP750-50-GR", ean: "4012345000016" });
    expect(cube.variants[3]?.imageUrl).toBe("https://cdn.radwerk.example/produkte/cube-kathmandu-schwarz.jpg");
    // Sorted by Image Position, not by row order.
    expect(cube.images).toEqual([
      { url: "https://cdn.radwerk.example/produkte/cube-kathmandu-grau.jpg", alt: "Cube Kathmandu Hybrid Pro 750 in Grau" },
      { url: "https://cdn.radwerk.example/produkte/cube-kathmandu-schwarz.jpg", alt: "Cube Kathmandu Hybrid Pro 750 in Schwarz" },
      { url: "https://cdn.radwerk.example/produkte/cube-kathmandu-detail-motor.jpg", alt: "Bosch Performance Line CX Motor" },
    ]);
  });

  it("keeps a quoted multi-line HTML body intact", async () => {
    const [cube] = await readProducts(fixture("fahrraeder.csv"));
    expect(cube?.bodyHtml).toContain("<h2>Komfortabel auf jeder Tour</h2>\n<p>Mit dem Bosch");
    expect(cube?.bodyHtml).toContain("<li>Gewicht: 26,9 kg</li>\n</ul>");
  });

  it("treats Shopify's 'Default Title' option as a product without options", async () => {
    const products = await readProducts(fixture("fahrraeder.csv"));
    const lock = products.find((product) => product.handle === "abus-bordo-6000-faltschloss")!;
    expect(lock.options).toEqual([]);
    expect(lock.variants).toHaveLength(1);
    expect(lock.variants[0]).toMatchObject({ optionValues: [], priceCents: 8995, stock: 25 });
  });

  it("clamps negative stock to 0", async () => {
    const products = await readProducts(fixture("fahrraeder.csv"));
    const focus = products.find((product) => product.handle === "focus-jam2-6-9")!;
    expect(focus.variants.at(-1)).toMatchObject({ optionValues: ["XL"], stock: 0 });
  });

  it("reads Excel's Windows-1252, semicolon-separated files with decimal-comma prices", async () => {
    const bytes = fixture("zubehoer-excel-1252.csv");
    expect(detectEncoding(bytes)).toBe("windows-1252");
    const products = await readProducts(bytes);
    expect(products.map((product) => product.handle)).toEqual([
      "roeckl-bernex-handschuhe",
      "ortlieb-back-roller-classic",
      "thule-easyfold-xt-3",
    ]);
    const [gloves, bag, rack] = products;
    expect(gloves?.options).toEqual([
      { name: "Größe", values: ["7", "8"] },
      { name: "Farbe", values: ["Weiß", "Schwarz"] },
    ]);
    expect(gloves?.tags).toEqual(["Zubehör", "Bekleidung"]);
    expect(gloves?.bodyHtml).toBe("<p>Leichte Sommerhandschuhe mit Gelpolster; ideal für lange Touren.</p>\r\n<p>Material: 60 % Polyamid, 40 % Elasthan</p>");
    expect(gloves?.variants.map((variant) => [variant.row, variant.priceCents, variant.compareAtPriceCents])).toEqual([
      [2, 2995, 3495],
      [4, 2995, 3495],
      [5, 2795, null],
    ]);
    expect(bag?.variants[0]?.priceCents).toBe(13_495);
    expect(bag?.title).toBe("Ortlieb Back-Roller Classic");
    expect(rack?.title).toBe("Thule EasyFold XT 3 Fahrradträger");
    expect(rack?.variants[0]).toMatchObject({ priceCents: 104_900, compareAtPriceCents: 119_900, ean: "4014569123458" });
  });

  it("reads UTF-8 with a byte order mark", async () => {
    const csv = `\uFEFF${HEADER}\nschwalbe-marathon,Schwalbe Marathon Reifen,,Schwalbe,Reifen,Größe,28 x 1.40,SM-2840,5,"32,90",,,\n`;
    const [tyre] = await readProducts(csv);
    expect(tyre).toMatchObject({ handle: "schwalbe-marathon", title: "Schwalbe Marathon Reifen" });
    expect(tyre?.options).toEqual([{ name: "Größe", values: ["28 x 1.40"] }]);
    expect(tyre?.variants[0]?.priceCents).toBe(3290);
  });

  it("decodes UTF-8 characters split across chunk boundaries of a large file", async () => {
    const rows = Array.from({ length: 600 }, (_, index) =>
      `rad-${index},Trekkingrad Größe ${index} Weiß,<p>Schönes Rad für Straße und Gelände – ${"ä".repeat(40)}</p>,Kalkhoff,Trekkingräder,Title,Default Title,K-${index},1,999.00,,,`,
    );
    const csv = `${HEADER}\n${rows.join("\n")}\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(64 * 1024);
    const products = await readProducts(csv, 7);
    expect(products).toHaveLength(600);
    expect(products[599]?.title).toBe("Trekkingrad Größe 599 Weiß");
    expect(products.every((product) => !product.bodyHtml.includes("\uFFFD"))).toBe(true);
  });

  it("matches headers case-insensitively and ignores unknown columns", async () => {
    const csv = " HANDLE ;title;Interne Notiz;VARIANT PRICE;option1 name;Option1 Value\nbell-helm;Bell Fahrradhelm;nicht importieren;\"59,90\";Größe;M\n";
    const [helmet] = await readProducts(csv);
    expect(helmet).toMatchObject({ handle: "bell-helm", title: "Bell Fahrradhelm", options: [{ name: "Größe", values: ["M"] }] });
    expect(helmet?.variants[0]?.priceCents).toBe(5990);
  });

  it("normalises handles to trimmed lower case", async () => {
    const csv = `${HEADER}\n  Cube-Stereo-ONE22 ,Cube Stereo ONE22,,Cube,MTB Fullys,Title,Default Title,CS1,2,2999.00,,,\n`;
    const [bike] = await readProducts(csv);
    expect(bike?.handle).toBe("cube-stereo-one22");
  });

  it("keeps at most 16 images per product", async () => {
    const imageRows = Array.from({ length: 20 }, (_, index) => `canyon-grizl,,,,,,,,,,https://cdn.radwerk.example/grizl-${20 - index}.jpg,${20 - index},Bild ${20 - index}`);
    const csv = `${HEADER}\ncanyon-grizl,Canyon Grizl 7,,Canyon,Gravel Bikes,Title,Default Title,CG7,3,2199.00,,,\n${imageRows.join("\n")}\n`;
    const [bike] = await readProducts(csv);
    expect(bike?.images).toHaveLength(16);
    expect(bike?.images[0]).toEqual({ url: "https://cdn.radwerk.example/grizl-1.jpg", alt: "Bild 1" });
    expect(bike?.images[15]?.url).toBe("https://cdn.radwerk.example/grizl-16.jpg");
  });

  it("reports invalid rows with their row number and a German reason", async () => {
    const items = await readItems(fixture("fehlerhaft.csv"));
    const issues = items.flatMap((item) =>
      item.kind === "invalidRow" ? [{ row: item.row, message: item.message }] : parseProductGroup(item).issues.map(({ row, message }) => ({ row, message })),
    );
    expect(issues.sort((a, b) => a.row - b.row)).toEqual([
      { row: 6, message: 'Ungültiger Bestand: "viele"' },
      { row: 8, message: "Handle fehlt" },
      { row: 9, message: "Titel fehlt" },
      { row: 11, message: 'Ungültiger Preis: "abc"' },
      { row: 14, message: "Preis fehlt" },
      { row: 15, message: 'Doppelte Variante "S"' },
      { row: 17, message: 'Doppelter Handle "cube-attain-gtc-sl"' },
    ]);
    const products = items.flatMap((item) => (item.kind === "product" ? [parseProductGroup(item).product] : []));
    expect(products.filter(Boolean).map((product) => [product!.handle, product!.variants.length])).toEqual([
      ["cube-attain-gtc-sl", 2],
      ["continental-fahrradschlauch-28", 1],
      ["vaude-radtrikot-herren", 2],
      ["sigma-buster-1100", 1],
    ]);
  });

  it("drops a barcode that is no valid EAN without reporting an error", async () => {
    const items = await readItems(fixture("fehlerhaft.csv"));
    const light = items.find((item) => item.kind === "product" && item.handle === "sigma-buster-1100")!;
    if (light.kind !== "product") throw new Error("unreachable");
    expect(parseProductGroup(light)).toMatchObject({ issues: [], product: { variants: [{ ean: null }] } });
  });

  it("fails the whole file when required columns are missing", async () => {
    const error = await readItems("Title,Vendor,Variant SKU\nCube Aim,Cube,CA-1\n").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe("Pflichtspalten fehlen: Handle, Variant Price");
  });

  it("fails an empty file", async () => {
    await expect(readItems("")).rejects.toThrow(new ImportFileError("Die Datei ist leer."));
    await expect(readItems("\uFEFF\r\n\r\n")).rejects.toThrow("Die Datei ist leer.");
  });

  it("stops at an unclosed quote in the middle of a large file but keeps the products before it", async () => {
    const tail = Array.from({ length: 20_000 }, (_, index) => `rad-${index + 3},Rad ${index},,,,Title,Default Title,R,1,100.00,,,`);
    const csv = `${HEADER}\nrad-1,Rad 1,,,,Title,Default Title,R1,1,100.00,,,\nrad-2,Rad 2,,,,Title,Default Title,R2,1,100.00,,,\nrad-x,"Rad ohne Ende,,,,Title,Default Title,RX,1,100.00,,,\n${tail.join("\n")}\n`;
    const handles: string[] = [];
    const reading = (async () => {
      for await (const item of readShopifyCsv(chunked(Buffer.from(csv)))) if (item.kind === "product") handles.push(item.handle);
    })();
    await expect(reading).rejects.toThrow("Die Datei kann ab Zeile 4 nicht gelesen werden: der Datensatz ist zu groß");
    // rad-2 may have more rows after the broken one, so it is not imported half.
    expect(handles).toEqual(["rad-1"]);
  });

  it("turns a failing source into a file error", async () => {
    async function* failing() {
      yield Buffer.from(`${HEADER}\nrad-1,Rad 1,,,,Title,Default Title,R1,1,100.00,,,\n`);
      throw new Error("EIO: Lesefehler");
    }
    await expect(
      (async () => {
        for await (const item of readShopifyCsv(failing())) void item;
      })(),
    ).rejects.toThrow(new ImportFileError("Die Datei kann ab Zeile 1 nicht gelesen werden."));

    const rows = Array.from({ length: 2000 }, (_, index) => `rad-${index},Rad ${index},,,,Title,Default Title,R${index},1,100.00,,,`);
    async function* failingLater() {
      yield Buffer.from(`${HEADER}\n${rows.join("\n")}\n`);
      throw new Error("ECONNRESET");
    }
    const reading = (async () => {
      for await (const item of readShopifyCsv(failingLater())) void item;
    })();
    await expect(reading).rejects.toBeInstanceOf(ImportFileError);
    await expect(reading).rejects.toThrow(/^Die Datei kann ab Zeile \d+ nicht gelesen werden\.$/);
  });

  it("fails a file with an unclosed quote, naming the row", async () => {
    const csv = `${HEADER}\nrad-1,Rad,,,,Title,Default Title,R1,1,100.00,,,\nrad-2,"Rad ohne Ende,,,,Title,Default Title,R2,1,100.00,,,\n`;
    await expect(readItems(csv)).rejects.toThrow("Die Datei kann ab Zeile 3 nicht gelesen werden");
  });
});

describe("CSV field rules", () => {
  it("detects the delimiter from the header line", () => {
    expect(detectDelimiter("Handle;Title;Variant Price\r\na,b,c")).toBe(";");
    expect(detectDelimiter("Handle,Title,Variant Price\na;b;c")).toBe(",");
  });

  it("accepts only EAN-8, UPC-A and EAN-13 codes with a correct check digit", () => {
    expect(normaliseEan("4006381333931")).toBe("4006381333931");
    expect(normaliseEan("'4006381333931")).toBe("4006381333931");
    expect(normaliseEan("4006381333932")).toBeNull();
    expect(normaliseEan("96385074")).toBe("96385074");
    expect(normaliseEan("036000291452")).toBe("036000291452");
    expect(normaliseEan("4.00638E+12")).toBeNull();
    expect(normaliseEan("ABC")).toBeNull();
    expect(normaliseEan("")).toBeNull();
  });

  it("parses stock as whole units, empty as 0 and negative as 0", () => {
    expect(parseStock("")).toBe(0);
    expect(parseStock("12")).toBe(12);
    expect(parseStock("12,0")).toBe(12);
    expect(parseStock("-3")).toBe(0);
    expect(parseStock("x")).toBeNull();
    expect(parseStock("1.5")).toBeNull();
  });

});
