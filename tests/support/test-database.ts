import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { databaseUrlFor } from "./global-setup";

export type TestDatabaseKind = "pglite" | "postgres";

/** The backends integration tests run on: always PGlite, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject("postgresTemplateDb") ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A freshly migrated, empty database of its own for one test file (or test).
 * PGlite: loaded from the migrated template tarball. PostgreSQL: a new database cloned
 * from the migrated template database, dropped again on close.
 */
export async function createTestDatabase(kind: TestDatabaseKind = "pglite"): Promise<DatabaseHandle & { url?: string }> {
  if (kind === "pglite") {
    const tarball = readFileSync(inject("pgliteTemplatePath"));
    return openDatabase({ loadDataDir: new Blob([tarball]) });
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplateDb");
  if (!baseUrl || !template) throw new Error("PostgreSQL-Tests brauchen TEST_DATABASE_URL");
  const name = `radwerk_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrlFor(baseUrl, name);
  const handle = await openDatabase({ databaseUrl: url, maxConnections: 10 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  } as DatabaseHandle & { url: string };
}

/** An empty (unmigrated) PostgreSQL database, for testing the migration runner itself. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("PostgreSQL-Tests brauchen TEST_DATABASE_URL");
  const name = `radwerk_e_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrlFor(baseUrl, name),
    drop: () => withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
