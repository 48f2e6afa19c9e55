import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { products } from "../../db/schema";

/**
 * A cheap fingerprint of the product catalogue (row count and latest change) that
 * per-process caches (search vocabulary, facet counts) compare against. It is re-read at
 * most every CHECK_INTERVAL_MS, in the background, so requests never wait for it:
 * after an import, caches follow within about that interval, in every app process.
 */
export const CHECK_INTERVAL_MS = 10_000;

interface VersionState {
  version: string;
  checkedAt: number;
  checking: Promise<void> | null;
}

const states = new WeakMap<Database, VersionState | Promise<VersionState>>();

async function readVersion(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n, max(${products.updatedAt})::text AS latest FROM ${products}`,
  )) as unknown as { rows: Array<{ n: number; latest: string | null }> };
  const row = result.rows[0];
  return `${row?.n ?? 0}|${row?.latest ?? ""}`;
}

export async function catalogueVersion(db: Database): Promise<string> {
  const known = states.get(db);
  if (!known) {
    const loading = readVersion(db).then((version) => ({ version, checkedAt: Date.now(), checking: null }));
    states.set(db, loading);
    try {
      const state = await loading;
      states.set(db, state);
      return state.version;
    } catch (error) {
      states.delete(db);
      throw error;
    }
  }
  const state = await known;
  if (!state.checking && Date.now() - state.checkedAt > CHECK_INTERVAL_MS) {
    state.checkedAt = Date.now();
    state.checking = readVersion(db)
      .then((version) => {
        state.version = version;
      })
      .catch(() => undefined)
      .finally(() => {
        state.checking = null;
      });
  }
  return state.version;
}

/** Forget the fingerprint (after an import in this process, or in tests); the next call re-reads it. */
export function invalidateCatalogueVersion(db: Database): void {
  states.delete(db);
}
