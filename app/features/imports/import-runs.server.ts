import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { importRuns, user, type ImportRowError, type ImportRunCounts, type ImportRunProgress } from "../../db/schema";
import { DEMO_SEED_PRESET } from "./demo-seed.server";
import { IMPORT_TEXTS } from "./import-texts";
import type { RunReply, RunSnapshot, RunStatus } from "./run-types";

/** Rows of the run history on /admin/import. */
export const RECENT_RUNS = 20;
/** import_runs.errors keeps at most this many row errors per run. */
export const MAX_STORED_ERRORS = 1000;

export async function createRun(
  db: Database,
  run: { preset: string; dryRun: boolean; startedBy: string | null; files: string[] },
): Promise<string> {
  const [row] = await db
    .insert(importRuns)
    .values({ preset: run.preset, dryRun: run.dryRun, startedBy: run.startedBy, files: run.files, status: "running" })
    .returning({ id: importRuns.id });
  return row!.id;
}

export async function updateRunProgress(db: Database, id: string, progress: ImportRunProgress): Promise<void> {
  await db.update(importRuns).set({ progress }).where(and(eq(importRuns.id, id), eq(importRuns.status, "running")));
}

export async function finishRun(
  db: Database,
  id: string,
  outcome: { status: Exclude<RunStatus, "running">; message: string; result: RunReply; errors?: ImportRowError[]; counts?: ImportRunCounts | null },
): Promise<void> {
  await db
    .update(importRuns)
    .set({
      status: outcome.status,
      message: outcome.message,
      result: outcome.result,
      errors: (outcome.errors ?? []).slice(0, MAX_STORED_ERRORS),
      counts: outcome.counts ?? null,
      finishedAt: new Date(),
    })
    .where(eq(importRuns.id, id));
}

/**
 * Marks runs that are still 'running' as failed. Only called while holding the catalogue
 * job lock: then no run can really be going, so these were cut off by a stopped server.
 */
export async function failInterruptedRuns(db: Database): Promise<number> {
  const message = IMPORT_TEXTS.interrupted;
  const result: RunReply = { kind: "failure", success: false, message, error: message };
  const rows = await db
    .update(importRuns)
    .set({ status: "failed", message, finishedAt: new Date(), result })
    .where(and(eq(importRuns.status, "running"), ne(importRuns.preset, DEMO_SEED_PRESET)))
    .returning({ id: importRuns.id });
  return rows.length;
}

const snapshotColumns = {
  id: importRuns.id,
  preset: importRuns.preset,
  status: importRuns.status,
  dryRun: importRuns.dryRun,
  files: importRuns.files,
  message: importRuns.message,
  progress: importRuns.progress,
  result: importRuns.result,
  errorCount: sql<number>`jsonb_array_length(${importRuns.errors})`,
  counts: importRuns.counts,
  startedBy: user.email,
  startedAt: importRuns.startedAt,
  finishedAt: importRuns.finishedAt,
};

type SnapshotRow = Awaited<ReturnType<typeof selectSnapshots>>[number];

function toSnapshot(row: SnapshotRow): RunSnapshot {
  return {
    id: row.id,
    preset: row.preset,
    status: row.status as RunStatus,
    dryRun: row.dryRun,
    files: row.files,
    message: row.message,
    progress: row.progress ?? null,
    result: (row.result as RunReply | null) ?? null,
    // The demo seed stores its counts only; the stored error list may be capped.
    errorCount: Math.max(Number(row.errorCount ?? 0), row.counts?.errors ?? 0),
    startedBy: row.startedBy ?? null,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

function selectSnapshots(db: Database) {
  return db.select(snapshotColumns).from(importRuns).leftJoin(user, eq(user.id, importRuns.startedBy));
}

export async function getRun(db: Database, id: string): Promise<RunSnapshot | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectSnapshots(db).where(eq(importRuns.id, id));
  return row ? toSnapshot(row) : null;
}

/** The latest run of a tool (shown when its page is opened again). */
export async function getLatestRun(db: Database, preset: string): Promise<RunSnapshot | null> {
  const [row] = await selectSnapshots(db).where(eq(importRuns.preset, preset)).orderBy(desc(importRuns.startedAt)).limit(1);
  return row ? toSnapshot(row) : null;
}

/** The run that is going right now, of any tool. */
export async function getRunningRun(db: Database): Promise<RunSnapshot | null> {
  const [row] = await selectSnapshots(db)
    .where(and(eq(importRuns.status, "running"), ne(importRuns.preset, DEMO_SEED_PRESET)))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return row ? toSnapshot(row) : null;
}

export async function listRecentRuns(db: Database, limit = RECENT_RUNS): Promise<RunSnapshot[]> {
  const rows = await selectSnapshots(db).orderBy(desc(importRuns.startedAt)).limit(limit);
  return rows.map((row) => toSnapshot(row));
}

export async function getRunErrors(db: Database, id: string): Promise<{ preset: string; startedAt: Date; errors: ImportRowError[] } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ preset: importRuns.preset, startedAt: importRuns.startedAt, errors: importRuns.errors })
    .from(importRuns)
    .where(eq(importRuns.id, id));
  return row ?? null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

// --- Error report ---------------------------------------------------------------------

/** Quotes a field; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The row-level error report of a run as CSV: semicolons and a BOM, as German Excel opens
 * it without a wizard. One line per error: file, row, handle, message.
 */
export function errorReportCsv(errors: ImportRowError[]): string {
  const lines = [["Datei", "Zeile", "Handle", "Fehler"].join(";")];
  for (const error of errors) {
    lines.push([error.file ?? "", error.row > 0 ? String(error.row) : "", error.handle ?? "", error.message].map(csvField).join(";"));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
