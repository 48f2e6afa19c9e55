// Admin import benchmark: `npm run bench -- admin-import`. The import case of import-bench.ts,
// but through the admin path: a multipart upload to the /admin/import action (form parsing,
// upload checks, the all-or-nothing pre-check), a detached run under the catalogue job lock,
// progress stored in import_runs and streamed as Server-Sent Events until the run is done.
// Targets as for the engine: ≥ 1,000 products/s, peak RSS ≤ 300 MB for 10,000 products /
// 50,000 variants.
import { fork } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AppLoadContext } from "react-router";
import { openDatabase } from "../../app/db/client.server";
import { createDatabaseEvents } from "../../app/db/events.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { user } from "../../app/db/schema";
import { countCatalogue } from "../../app/features/imports/import-engine.server";
import { createImportTools } from "../../app/features/imports/import-jobs.server";
import { runEventStream } from "../../app/features/imports/run-events.server";
import type { FileImportReply, RunSnapshot, ToolActionResult } from "../../app/features/imports/run-types";
import { runToolAction } from "../../app/features/imports/tool-page.server";
import { generateBenchmarkCsv } from "../generate-demo-catalogue";

const MIB = 1024 * 1024;
const SCENARIO_ENV = "RADWERK_ADMIN_IMPORT_BENCH_SCENARIO";
const ADMIN_ID = "bench-admin";

export interface AdminImportBenchResult {
  scenario: string;
  products: number;
  variants: number;
  seconds: number;
  productsPerSecond: number;
  baselineRssMb: number;
  peakRssMb: number;
  /** Progress events the page's stream received before `done`. */
  progressEvents: number;
  status: string;
  created: number;
  unchanged: number;
  database: { products: number; variants: number };
}

interface Scenario {
  label: string;
  file: string;
  pgliteDir: string;
  prepareOnly?: boolean;
}

async function countEvents(stream: ReadableStream<Uint8Array>): Promise<{ progress: number; done: RunSnapshot | null }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let progress = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { progress, done: null };
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith("event: run")) progress++;
      if (block.startsWith("event: done")) return { progress, done: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as RunSnapshot };
    }
  }
}

/** A multipart/form-data POST whose file part is read from disk while the body is consumed. */
function multipartUpload(url: string, fields: Record<string, string>, file: string): Request {
  const boundary = `----radwerk-bench-${Date.now()}`;
  const encoder = new TextEncoder();
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) controller.enqueue(new Uint8Array(chunk as Buffer));
      controller.enqueue(encoder.encode(tail));
      controller.close();
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
}

async function runScenario({ label, file, pgliteDir, prepareOnly }: Scenario): Promise<AdminImportBenchResult | null> {
  const handle = await openDatabase({ pgliteDir });
  const events = createDatabaseEvents(handle);
  const silent = { info() {}, warn() {}, error() {} };
  const imports = createImportTools({ handle, settings: { importDir: path.dirname(file), pauseScale: 1, maxUploadBytes: 512 * MIB }, events, logger: silent });
  try {
    await migrateDatabase(handle);
    await handle.db.insert(user).values({ id: ADMIN_ID, name: "Bench", email: "bench@radwerk.example" }).onConflictDoNothing();
    if (prepareOnly) return null;
    await imports.ready;
    const baselineRssMb = process.memoryUsage.rss() / MIB;
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
    const started = performance.now();
    // What the browser sends: the admin page's form with the file, streamed from disk so
    // that only the server side's memory is measured.
    const request = multipartUpload("http://bench.local/admin/import", { intent: "start", source: "upload" }, file);
    const context = { imports, logger: silent } as unknown as AppLoadContext;
    const answer = (await runToolAction(request, context, "import", { user: { id: ADMIN_ID, email: "bench@radwerk.example", name: "Bench", twoFactorEnabled: false }, sessionId: "bench" })).data as ToolActionResult;
    if (!answer.ok || !("runId" in answer)) throw new Error(`Start abgelehnt: ${JSON.stringify(answer)}`);
    const stream = await countEvents(runEventStream({ db: handle.db, hub: imports.hub, runId: answer.runId, signal: new AbortController().signal }));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    const reply = stream.done?.result as FileImportReply | undefined;
    if (!reply || reply.kind !== "file-import") throw new Error(`Kein Ergebnis: ${JSON.stringify(stream.done)}`);
    return {
      scenario: label,
      products: reply.products,
      variants: reply.variants,
      seconds,
      productsPerSecond: reply.products / seconds,
      baselineRssMb,
      peakRssMb: peak / MIB,
      progressEvents: stream.progress,
      status: stream.done!.status,
      created: reply.created,
      unchanged: reply.unchanged,
      database: await countCatalogue(handle.db),
    };
  } finally {
    await imports.close();
    await events.close();
    await handle.close();
  }
}

function runScenarioInChild(scenario: Scenario): Promise<AdminImportBenchResult | null> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [SCENARIO_ENV]: JSON.stringify(scenario) },
      execArgv: process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : ["--import", "tsx"],
    });
    let result: AdminImportBenchResult | null | undefined;
    child.on("message", (message) => (result = message as AdminImportBenchResult | null));
    child.on("error", reject);
    child.on("exit", (code) => (result !== undefined ? resolve(result) : reject(new Error(`Szenario ${scenario.label} endete mit Code ${code}`))));
  });
}

/** Generates the 10,000-product / 50,000-variant file, uploads it twice through the admin path. */
export async function runAdminImportBench(options: { products?: number; variantsPerProduct?: number } = {}): Promise<AdminImportBenchResult[]> {
  const productCount = options.products ?? 10_000;
  const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-admin-import-bench-"));
  try {
    const file = path.join(dir, `bench-${productCount}.csv`);
    await generateBenchmarkCsv(file, { products: productCount, variantsPerProduct: options.variantsPerProduct ?? 5 });
    const pgliteDir = path.join(dir, "db");
    const results: AdminImportBenchResult[] = [];
    for (const label of [`admin upload ${productCount} products (new)`, `admin upload ${productCount} products (unchanged)`]) {
      if (!existsSync(pgliteDir)) await runScenarioInChild({ label, file, pgliteDir, prepareOnly: true });
      const result = await runScenarioInChild({ label, file, pgliteDir });
      if (result) results.push(result);
    }
    printTable(results);
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(results: AdminImportBenchResult[]): void {
  const rows = [
    ["scenario", "products", "variants", "seconds", "products/s", "RSS before MiB", "peak RSS MiB", "progress events", "status", "created/unchanged", "in DB"],
    ...results.map((result) => [
      result.scenario,
      String(result.products),
      String(result.variants),
      result.seconds.toFixed(2),
      result.productsPerSecond.toFixed(0),
      result.baselineRssMb.toFixed(0),
      result.peakRssMb.toFixed(0),
      String(result.progressEvents),
      result.status,
      `${result.created}/${result.unchanged}`,
      `${result.database.products}/${result.database.variants}`,
    ]),
  ];
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  for (const row of rows) console.log(row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  "));
  console.log("Time from the upload request to the stream's `done` event: form parsing, the all-or-nothing check, the import, progress in import_runs.");
}

const scenarioJson = process.env[SCENARIO_ENV];
if (scenarioJson && process.send) {
  const result = await runScenario(JSON.parse(scenarioJson) as Scenario);
  process.send(result ?? null, () => process.exit(0));
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runAdminImportBench();
}
