// Test helpers of the import tools (used by *.test.ts beside this file and the benchmark).
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "../../db/client.server";
import { createDatabaseEvents, type DatabaseEvents } from "../../db/events.server";
import { user } from "../../db/schema";
import { createImportTools, type ImportTools } from "./import-jobs.server";
import type { ImportSettings } from "./import-settings.server";

/** The repository's public/ folder with the generated demo catalogue. */
export const PUBLIC_DIR = fileURLToPath(new URL("../../../public", import.meta.url));

export function testImportSettings(overrides: Partial<ImportSettings> = {}): ImportSettings {
  return { importDir: PUBLIC_DIR, pauseScale: 0, maxUploadBytes: 5 * 1024 * 1024, ...overrides };
}

const silent = { info() {}, warn() {}, error() {} };

/** Import tools on a test database, with LISTEN/NOTIFY progress like the server. */
export async function createTestImportTools(
  handle: DatabaseHandle,
  settings: Partial<ImportSettings> = {},
): Promise<ImportTools & { events: DatabaseEvents; shutdown(): Promise<void> }> {
  const events = createDatabaseEvents(handle);
  const tools = createImportTools({ handle, settings: testImportSettings(settings), events, logger: silent });
  await tools.ready;
  return Object.assign(tools, {
    events,
    async shutdown() {
      await tools.close();
      await events.close();
    },
  });
}

/**
 * A private copy of the demo CSV files (root files and csv-imports/) that a test may break
 * without disturbing anyone else.
 */
export function copyImportDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-imports-"));
  for (const name of readdirSync(PUBLIC_DIR)) {
    if (name.endsWith(".csv")) cpSync(path.join(PUBLIC_DIR, name), path.join(dir, name));
  }
  cpSync(path.join(PUBLIC_DIR, "csv-imports"), path.join(dir, "csv-imports"), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An account row to be a run's `startedBy`. */
export async function insertTestUser(handle: DatabaseHandle, email = "admin@radwerk.example"): Promise<string> {
  const id = `user-${Math.random().toString(36).slice(2, 10)}`;
  await handle.db.insert(user).values({ id, name: "Admin", email });
  return id;
}
