import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { importRuns, products } from "../../db/schema";
import { RunConflictError } from "./import-jobs.server";
import { errorReportCsv, getRun, getRunErrors, listRecentRuns } from "./import-runs.server";
import { IMPORT_TEXTS } from "./import-texts";
import { runEventStream } from "./run-events.server";
import type { RunSnapshot } from "./run-types";
import { createTestImportTools, insertTestUser } from "./testing.server";

const HEADER = "Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price";
const upload = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

async function readEvents(stream: ReadableStream<Uint8Array>): Promise<Array<{ event: string; data: RunSnapshot | null }>> {
  const events: Array<{ event: string; data: RunSnapshot | null }> = [];
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) events.push({ event, data: data ? (JSON.parse(data) as RunSnapshot) : null });
    }
  }
}

describe.each(testDatabaseKinds())("import runs on %s", (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let tools: Awaited<ReturnType<typeof createTestImportTools>>;
  let adminId: string;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    adminId = await insertTestUser(handle);
  });
  afterAll(async () => {
    await tools?.shutdown();
    await handle?.close();
  });
  beforeEach(async () => {
    await tools?.shutdown();
    // Pauses of 0.4 s between the three complex files keep a run going long enough to watch.
    tools = await createTestImportTools(handle, { pauseScale: 0.2 });
    await handle.db.delete(products);
  });

  it("refuses a second run while one is going, with a clear message", async () => {
    const { runId, done } = await tools.start({ tool: "complex-import" }, adminId);
    await expect(tools.start({ tool: "dataset-import" }, adminId)).rejects.toThrow(RunConflictError);
    await expect(tools.start({ tool: "delete-products" }, adminId)).rejects.toThrow(IMPORT_TEXTS.alreadyRunning);
    expect((await tools.activeRun())?.id).toBe(runId);
    await done;
    expect(await getRun(handle.db, runId)).toMatchObject({ status: "succeeded", startedBy: "admin@radwerk.example" });
    // Once it is over, the next run starts.
    await expect(tools.run({ tool: "dataset-import" }, adminId)).resolves.toMatchObject({ status: "succeeded" });
  });

  it.runIf(kind === "postgres")("refuses a second run started in another app process (advisory lock)", async () => {
    const other = await openDatabase({ databaseUrl: handle.url! });
    const otherTools = await createTestImportTools(other, { pauseScale: 0.2 });
    try {
      const { done } = await tools.start({ tool: "complex-import" }, adminId);
      await expect(otherTools.start({ tool: "dataset-import" }, adminId)).rejects.toThrow(RunConflictError);
      await done;
      await expect(otherTools.run({ tool: "dataset-import" }, adminId)).resolves.toMatchObject({ status: "succeeded" });
    } finally {
      await otherTools.shutdown();
      await other.close();
    }
  });

  it("streams progress while the run goes on and ends with the stored result", async () => {
    const { runId } = await tools.start({ tool: "complex-import" }, adminId);
    const abort = new AbortController();
    const events = await readEvents(runEventStream({ db: handle.db, hub: tools.hub, runId, signal: abort.signal, pollMs: 5000 }));
    const progress = events.filter((entry) => entry.event === "run").map((entry) => entry.data!.progress);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(new Set(progress.map((entry) => entry?.step)).size).toBeGreaterThanOrEqual(2);
    expect(progress.every((entry, index) => index === 0 || (entry?.fraction ?? 0) >= (progress[index - 1]?.fraction ?? 0))).toBe(true);
    const last = events.at(-1)!;
    expect(last.event).toBe("done");
    expect(last.data).toMatchObject({ id: runId, status: "succeeded", progress: { fraction: 1, productsDone: 120, productsTotal: 120 }, result: { kind: "file-import", products: 120 } });
  });

  it("keeps the run going when the page's stream is closed", async () => {
    const { runId, done } = await tools.start({ tool: "complex-import" }, adminId);
    const abort = new AbortController();
    const reader = runEventStream({ db: handle.db, hub: tools.hub, runId, signal: abort.signal }).getReader();
    await reader.read();
    abort.abort();
    await done;
    expect(await getRun(handle.db, runId)).toMatchObject({ status: "succeeded" });
  });

  it("records every run with who, preset, files, times, counts and the row errors for the CSV report", async () => {
    const text = `${HEADER}\nok,Gutes Rad,Cube,Fahrräder,Größe,M,OK-M,1,100.00\nbad,Schlechtes Rad,Cube,Fahrräder,Größe,M,B-M,1,"12,345.678"\n`;
    const { id } = await tools.run({ tool: "import", source: "upload", uploads: [upload("händler;liste.csv", text)], strict: false }, adminId);
    const [history] = await listRecentRuns(handle.db, 1);
    expect(history).toMatchObject({ id, preset: "import", status: "partial", files: ["händler;liste.csv"], startedBy: "admin@radwerk.example", errorCount: 1, dryRun: false });
    expect(Date.parse(history!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(history!.startedAt));
    const [row] = await handle.db.select().from(importRuns).where(eq(importRuns.id, id));
    expect(row?.counts).toEqual({ productsCreated: 1, productsUpdated: 0, productsUnchanged: 0, variants: 1, skipped: 1, errors: 1 });
    const report = errorReportCsv((await getRunErrors(handle.db, id))!.errors);
    expect(report).toBe(`\uFEFFDatei;Zeile;Handle;Fehler\r\n"händler;liste.csv";3;bad;"Ungültiger Preis: ""12,345.678"""\r\n`);
  });

  it("marks runs cut off by a stopped server as failed", async () => {
    const [stale] = await handle.db.insert(importRuns).values({ preset: "full-import", status: "running" }).returning({ id: importRuns.id });
    expect(await tools.activeRun()).toBeNull();
    expect(await getRun(handle.db, stale!.id)).toMatchObject({ status: "failed", message: IMPORT_TEXTS.interrupted, result: { kind: "failure" } });
  });

  it("stops a run on shutdown and records that", async () => {
    const { runId } = await tools.start({ tool: "complex-import" }, adminId);
    await tools.shutdown();
    expect(await getRun(handle.db, runId)).toMatchObject({ status: "failed", message: "Abgebrochen: Der Server wurde beendet." });
  });
});
