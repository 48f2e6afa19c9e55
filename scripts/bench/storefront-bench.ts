// Storefront benchmark: `npm run bench storefront` (or `npx tsx scripts/bench/storefront-bench.ts`).
//
// 1. HTTP: the built app (`npm run build` first) on a database with 10,000 products /
//    50,000 variants; 20 concurrent clients request a category page with two filters
//    and search pages. Prints requests/s and p50/p95/p99 latency, and the same server's
//    static-file throughput as the ceiling.
// 2. Search query: planSearch + the result query on 100,000 products, in-process.
//    Target (storefront issue): ≤ 15 ms p95.
// Sizes: STOREFRONT_BENCH_PRODUCTS (10000), STOREFRONT_BENCH_SEARCH_PRODUCTS (100000),
// STOREFRONT_BENCH_SECONDS per HTTP scenario (10). BENCH_DATABASE_URL runs the search
// query part on PostgreSQL as well (in a fresh database created there and dropped again).
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { allCategories } from "../../app/features/catalog/category-tree";
import { parseFilterQuery } from "../../app/features/catalog/filter-query";
import { listProducts, queryProductPage } from "../../app/features/catalog/product-listing.server";
import { invalidateSearchVocabulary, planSearch, withSearchPlanning } from "../../app/features/catalog/search.server";
import { countCatalogue, fileSource, importCatalogue } from "../../app/features/imports/import-engine.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CONCURRENCY = 20;

// --- Catalogue generator ------------------------------------------------------------------

const HEADER = [
  "Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Published", "Option1 Name", "Option1 Value",
  "Variant SKU", "Variant Inventory Qty", "Variant Price", "Variant Compare At Price", "Image Src", "Image Position", "Image Alt Text", "Status",
];
const column = Object.fromEntries(HEADER.map((name, index) => [name, index])) as Record<string, number>;

const BRANDS = ["Cube", "Focus", "Haibike", "Santa Cruz", "Trek", "Kalkhoff", "Riese & Müller", "Canyon", "Ghost", "Stevens", "Giant", "KTM", "Scott", "Specialized", "Bulls", "Puky", "Woom", "Gazelle", "Orbea", "Merida"];
const MODELS = ["Stereo", "Reaction", "Nuroad", "Kathmandu", "Jam²", "Thron", "AllMtn", "Trekking", "Hightower", "Bronson", "Marlin", "Fuel EX", "Domane", "Endeavour", "Kato", "Grizl", "Neuron", "Spectral", "Lapierre", "Genius", "Spark", "Talon", "Macina", "Nevo", "Multicharger", "Cyke", "Woom Original", "Chamonix", "Oiz", "One-Twenty"];
const EXTRAS = ["Hybrid", "Pro", "SL", "Race", "C:62", "HPC", "Comfort", "EXC", "Allroad", "Street", "Trapez", "Wave", "Gen 6", "SLX", "Deore", "GX AXS"];
const COLOURS = ["Schwarz", "Weiß", "Grau", "Rot", "Blau", "Grün", "Gelb", "Orange", "Lila", "Braun", "Pink", "Türkis", "Dunkelblau", "Mattschwarz", "Anthrazit", "Olive", "Sand", "Petrol", "Schwarz/Rot", ""];
const SIZES = ["XS", "S", "M", "L", "XL"];
const LEAVES = allCategories().filter((node) => node.children.length === 0);
const WORDS = ["leicht", "robust", "Trail", "Tour", "Alltag", "Pendeln", "Gelände", "Asphalt", "Schotter", "Komfort", "Federung", "Akku", "Motor", "Reichweite", "Schaltung", "Bremsen", "Laufräder", "Rahmen", "Carbon", "Aluminium"];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvLine(values: Record<string, string>): string {
  const fields = new Array<string>(HEADER.length).fill("");
  for (const [name, value] of Object.entries(values)) fields[column[name]!] = csvField(value);
  return `${fields.join(",")}\n`;
}

/** A Shopify product CSV with realistic storefront data: tree categories, colours in names, sizes, sold-out variants. */
export async function writeStorefrontCsv(filePath: string, productCount: number, variantsPerProduct: number, seed = 7): Promise<void> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const out = createWriteStream(filePath);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write(`${HEADER.join(",")}\n`);
  for (let index = 0; index < productCount; index++) {
    const brand = pick(BRANDS);
    const category = pick(LEAVES);
    const colour = pick(COLOURS);
    const name = [brand, pick(MODELS), pick(EXTRAS), String(100 + Math.floor(next() * 900)), colour].filter(Boolean).join(" ");
    const handle = `sf-${index}`;
    const price = 299 + Math.floor(next() * 180) * 50;
    const sentence = () => Array.from({ length: 8 }, () => pick(WORDS)).join(" ");
    const body =
      `<p>Das ${name} ist ein Rad aus der Kategorie ${category.name}. ${sentence()}.</p>` +
      `<ul><li><strong>Rahmen:</strong> ${pick(["Aluminium", "Carbon", "Stahl"])}</li><li><strong>Gewicht:</strong> ${(10 + next() * 16).toFixed(1).replace(".", ",")} kg</li></ul><p>${sentence()}.</p>`;
    for (let variant = 0; variant < variantsPerProduct; variant++) {
      const values: Record<string, string> = {
        Handle: handle,
        "Option1 Value": variantsPerProduct <= SIZES.length ? SIZES[variant]! : `${SIZES[variant % SIZES.length]} ${Math.floor(variant / SIZES.length) + 1}`,
        "Variant SKU": `SF-${index}-${variant}`,
        "Variant Inventory Qty": String(next() < 0.2 ? 0 : Math.floor(next() * 12)),
        "Variant Price": `${price + (variant >= 3 ? 50 : 0)}.00`,
      };
      if (variant === 0) {
        Object.assign(values, {
          Title: name,
          "Body (HTML)": body,
          Vendor: brand,
          Type: category.name,
          Tags: `${brand}, Fahrrad`,
          Published: "TRUE",
          "Option1 Name": "Rahmenhöhe",
          "Image Src": `https://cdn.radwerk.example/storefront-bench/${handle}.jpg`,
          "Image Position": "1",
          "Image Alt Text": name,
          Status: "active",
        });
      }
      await write(csvLine(values));
    }
  }
  out.end();
  await once(out, "finish");
}

async function createCatalogue(handle: DatabaseHandle, dir: string, products: number, variants: number): Promise<void> {
  const file = path.join(dir, `storefront-${products}.csv`);
  await writeStorefrontCsv(file, products, variants);
  const started = performance.now();
  const summary = await importCatalogue(handle.db, [fileSource(file)]);
  const counts = await countCatalogue(handle.db);
  rmSync(file, { force: true });
  console.log(
    `  catalogue: ${counts.products} products, ${counts.variants} variants imported in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (summary.errors.length > 0 ? ` (${summary.errors.length} errors, e.g. ${summary.errors[0]?.message})` : ""),
  );
  // Fresh planner statistics, as autovacuum would have them after a while.
  await handle.db.execute(sql`ANALYZE`);
}

// --- Measuring ----------------------------------------------------------------------------

export interface LatencyStats {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

function summarise(latencies: number[], errors: number, seconds: number): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** `concurrency` clients request URLs from `next()` back to back for `seconds`. */
async function load(baseUrl: string, next: () => string, seconds: number, concurrency = CONCURRENCY): Promise<LatencyStats> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          const response = await fetch(`${baseUrl}${next()}`);
          await response.arrayBuffer();
          if (response.status >= 400) errors++;
          else latencies.push(performance.now() - begin);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarise(latencies, errors, (performance.now() - started) / 1000);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (Code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`Server antwortet nicht:\n${output}`);
}

function rotate<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

const SEARCH_QUERIES = [
  "Cube", "Stereo", "Hiabike", "Fahrräder", "schwarz trekking", "stere", "Santa Cruz", "Kathmandu Hybrid", "Fully",
  "Gravel", "Canyon Spectral", "Reaction Pro", "Laufrad", "Kinderrad", "Dunkelblau", "Marlin", "Trek Fuel", "Urban",
  "Kalkhof", "Akku", "Carbon", "Cross-Country", "Neuron", "Lastenrad", "E-Bike", "Macina", "Gazelle Chamonix", "Woom", "Nevo", "Pendeln",
];

function printTable(rows: Array<[string, LatencyStats]>): void {
  const table = [
    ["scenario", "requests", "errors", "req/s", "p50 ms", "p95 ms", "p99 ms"],
    ...rows.map(([name, stats]) => [
      name,
      String(stats.requests),
      String(stats.errors),
      stats.perSecond.toFixed(0),
      stats.p50.toFixed(1),
      stats.p95.toFixed(1),
      stats.p99.toFixed(1),
    ]),
  ];
  const widths = table[0]!.map((_, index) => Math.max(...table.map((row) => row[index]!.length)));
  for (const row of table) console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  "));
}

// --- Part 1: HTTP ------------------------------------------------------------------------

async function runHttpBench(dir: string, products: number, seconds: number): Promise<Array<[string, LatencyStats]>> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("Kein Build gefunden: vor dem Storefront-Benchmark `npm run build` ausführen.");
  }
  const dataDir = path.join(dir, "http-data");
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    await createCatalogue(handle, dir, products, 5);
  } finally {
    await handle.close();
  }

  const { baseUrl, child } = await startServer(dataDir);
  try {
    const category = "/category/mountainbikes";
    const fixedCategory = `${category}?brands=Cube&maxPrice=3000`;
    // Many filter combinations: mostly first requests, so facet counts are computed, not cached.
    const variedCategories = BRANDS.flatMap((brand) =>
      Array.from({ length: 40 }, (_, step) => `${category}?brands=${encodeURIComponent(brand)}&maxPrice=${1000 + step * 200}`),
    );
    const searches = SEARCH_QUERIES.map((query) => `/search?q=${encodeURIComponent(query)}`);
    const variedSearches = SEARCH_QUERIES.flatMap((query) =>
      Array.from({ length: 20 }, (_, step) => `/search?q=${encodeURIComponent(query)}&maxPrice=${2000 + step * 250}`),
    );
    console.log(`  ${products} products; ${CONCURRENCY} concurrent clients, ${seconds} s per scenario (after 2 s warm-up)`);
    const scenarios: Array<[string, () => string]> = [
      ["static file /favicon.svg (ceiling)", () => "/favicon.svg"],
      [`category, 2 filters (${fixedCategory})`, () => fixedCategory],
      ["category, 2 filters, 800 combinations", rotate(variedCategories)],
      ["search, 30 queries", rotate(searches)],
      ["search + price filter, 600 combinations", rotate(variedSearches)],
    ];
    const results: Array<[string, LatencyStats]> = [];
    for (const [name, next] of scenarios) {
      await load(baseUrl, next, 2);
      results.push([name, await load(baseUrl, next, seconds)]);
    }
    return results;
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
  }
}

// --- Part 2: search query on 100,000 products ----------------------------------------------

async function timeQueries(label: string, handle: DatabaseHandle, rounds: number): Promise<Array<[string, LatencyStats]>> {
  const { db } = handle;
  invalidateSearchVocabulary(db);
  await planSearch(db, "warm-up");
  const filters = parseFilterQuery(new URLSearchParams(), { defaultSort: "relevance" });
  const measure = async (work: (query: string) => Promise<unknown>, times = rounds) => {
    const latencies: number[] = [];
    for (const query of SEARCH_QUERIES) await work(query);
    const started = performance.now();
    for (let round = 0; round < times; round++) {
      for (const query of SEARCH_QUERIES) {
        const begin = performance.now();
        await work(query);
        latencies.push(performance.now() - begin);
      }
    }
    return summarise(latencies, 0, (performance.now() - started) / 1000);
  };
  return [
    [
      `${label}: search query (plan + ranked first page)`,
      await measure(async (query) => {
        const plan = await planSearch(db, query);
        if (plan) await withSearchPlanning(db, (tx) => queryProductPage(tx, { kind: "search", plan }, filters));
      }),
    ],
    [
      `${label}: search page data (+ count and facets, uncached)`,
      await measure(async (query) => {
        const plan = await planSearch(db, query);
        if (plan) await listProducts(db, { kind: "search", plan }, filters, { cacheFacets: false });
      }, 1),
    ],
  ];
}

async function runSearchBench(dir: string, products: number): Promise<Array<[string, LatencyStats]>> {
  const results: Array<[string, LatencyStats]> = [];
  const pglite = await openDatabase({ pgliteDir: path.join(dir, "search-db") });
  try {
    await migrateDatabase(pglite);
    await createCatalogue(pglite, dir, products, 2);
    results.push(...(await timeQueries(`PGlite, ${products} products`, pglite, 5)));
  } finally {
    await pglite.close();
  }
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    console.log("  PostgreSQL: übersprungen (BENCH_DATABASE_URL nicht gesetzt)");
    return results;
  }
  // A fresh database on that server, dropped again afterwards (the role needs CREATEDB).
  const dbName = `radwerk_storefront_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    const postgres = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrateDatabase(postgres);
      await createCatalogue(postgres, dir, products, 2);
      results.push(...(await timeQueries(`PostgreSQL, ${products} products`, postgres, 10)));
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  return results;
}

export async function runStorefrontBench(): Promise<void> {
  const products = Number(process.env.STOREFRONT_BENCH_PRODUCTS ?? 10_000);
  const searchProducts = Number(process.env.STOREFRONT_BENCH_SEARCH_PRODUCTS ?? 100_000);
  const seconds = Number(process.env.STOREFRONT_BENCH_SECONDS ?? 10);
  const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-storefront-bench-"));
  try {
    console.log("\n-- HTTP (built app, PGlite) --");
    printTable(await runHttpBench(dir, products, seconds));
    console.log("\n-- Search query (in-process; target ≤ 15 ms p95 on 100,000 products) --");
    printTable(await runSearchBench(dir, searchProducts));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runStorefrontBench();
}
