import { PassThrough } from "node:stream";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { DemoProduct } from "./product-model";
import { SHOPIFY_COLUMNS, csvField, productRows, toShopifyCsv, writeShopifyCsv } from "./shopify-csv";

const subject = { type: "bike", kind: "mtb-fully", electric: true, colour: "rot", view: "side" } as const;

const product: DemoProduct = {
  handle: "riese-mueller-load4-75-touring",
  title: "Riese & Müller Load4 75 touring",
  bodyHtml: '<p>Ein Lastenrad, 28" vorne.</p>\n<ul><li><strong>Motor:</strong> Bosch Cargo Line</li></ul>',
  vendor: "Riese & Müller",
  productCategory: "E-Lastenräder",
  categorySlug: "e-lastenraeder",
  type: "E-Bikes",
  tags: ["Riese & Müller", "Lastenrad"],
  options: [
    { name: "Rahmenhöhe", values: ["M", "L"] },
    { name: "Farbe", values: ["Rot"] },
  ],
  variants: [
    {
      options: ["M", "Rot"],
      sku: "RW-RIE-LOA-75-M-ROT",
      grams: 48000,
      inventoryQty: 3,
      priceCents: 899900,
      compareAtCents: 999900,
      barcode: "4006381333931",
      image: null,
    },
    {
      options: ["L", "Rot"],
      sku: "RW-RIE-LOA-75-L-ROT",
      grams: 48200,
      inventoryQty: 0,
      priceCents: 899900,
      compareAtCents: null,
      barcode: null,
      image: null,
    },
  ],
  images: [
    { src: "/images/products/bike-e-mtb-fully-rot.svg", alt: "Seitenansicht", subject },
    {
      src: "/images/products/bike-e-mtb-fully-rot-studio.svg",
      alt: "Studioaufnahme",
      subject: { ...subject, view: "studio" },
    },
  ],
};

describe("Shopify CSV writer", () => {
  it("quotes fields the RFC 4180 way", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('28" Reifen')).toBe('"28"" Reifen"');
    expect(csvField("zwei\nZeilen")).toBe('"zwei\nZeilen"');
  });

  it("lays out a product like a Shopify export: product row, variant rows, image rows", () => {
    const [header, ...rows] = parse(toShopifyCsv([product]), { columns: false }) as string[][];
    expect(header).toEqual([...SHOPIFY_COLUMNS]);
    const records = rows.map((row) =>
      Object.fromEntries(SHOPIFY_COLUMNS.map((column, index) => [column, row[index] ?? ""])),
    );
    expect(records).toHaveLength(3);
    const [first, second, image] = records;
    expect(first).toMatchObject({
      Title: product.title,
      "Body (HTML)": product.bodyHtml,
      Vendor: "Riese & Müller",
      "Product Category": "E-Lastenräder",
      Tags: "Riese & Müller, Lastenrad",
      "Option1 Name": "Rahmenhöhe",
      "Option1 Value": "M",
      "Option2 Name": "Farbe",
      "Variant Price": "8999.00",
      "Variant Compare At Price": "9999.00",
      "Image Position": "1",
      Status: "active",
    });
    expect(second).toMatchObject({
      Title: "",
      "Option1 Name": "",
      "Option1 Value": "L",
      "Variant Compare At Price": "",
      "Variant Barcode": "",
      "Image Src": "",
    });
    expect(image).toMatchObject({
      Handle: product.handle,
      "Variant SKU": "",
      "Image Src": "/images/products/bike-e-mtb-fully-rot-studio.svg",
      "Image Position": "2",
    });
    expect(productRows(product)).toHaveLength(3);
  });

  it("streams the same bytes it would build in memory", async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    const stats = await writeShopifyCsv([product, { ...product, handle: "zweites-produkt" }], stream);
    stream.end();
    const streamed = Buffer.concat(chunks).toString("utf8");
    expect(streamed).toBe(toShopifyCsv([product, { ...product, handle: "zweites-produkt" }]));
    expect(stats).toEqual({ products: 2, variants: 4, rows: 6, bytes: Buffer.byteLength(streamed) });
  });
});
