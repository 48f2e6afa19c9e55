import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "./client.server";

/** Arbitrary constant: the advisory lock that serialises migrations across app processes. */
const MIGRATION_LOCK_KEY = 7_270_101;

/** Finds the committed `drizzle/` folder from wherever this module runs (source, build or test). */
export function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Migrationsordner "drizzle/" nicht gefunden (gesucht ab ${start})`);
    dir = parent;
  }
}

/**
 * Applies all pending migrations. On PostgreSQL an advisory lock makes this safe when
 * several app processes start at once: the second waits, then finds nothing to do.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = findMigrationsFolder()) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
