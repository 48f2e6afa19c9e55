import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One query API over both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle passed to a transaction callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseHandle =
  | { kind: "pglite"; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Database; pool: pg.Pool; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`DATA_DIR/db`); omit for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data-dir tarball to start from (tests use a migrated template). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

// PostgreSQL returns numeric as string (exact); keep it that way and convert with app/utils/money.ts.
// int8 (count(*)) is safe to parse as a JS number for our sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const PGLITE_SHARED_BUFFERS = "32MB";

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    pool.on("error", (error) => console.error("PostgreSQL pool error", error));
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const client = await PGlite.create(options.pgliteDir ? path.resolve(options.pgliteDir) : undefined, {
    extensions: { pg_trgm },
    // PGlite flushes to disk asynchronously after each query; see docs/decisions/001-pglite-default.md.
    relaxedDurability: true,
    // PGlite zero-fills its shared buffers at start; PostgreSQL's default of 128 MB would
    // double the process's resident memory for a catalogue that fits in far less.
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** Runs raw SQL and returns its rows; both drivers answer `db.execute` with `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
