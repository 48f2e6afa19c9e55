import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Tarball of a freshly migrated PGlite data dir; each test file starts from a copy. */
    pgliteTemplatePath: string;
    /** Name of a migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplateDb: string | null;
  }
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-test-"));
  const template = await openDatabase({});
  await migrateDatabase(template);
  if (template.kind !== "pglite") throw new Error("unreachable");
  const dump = await template.client.dumpDataDir("none");
  await template.close();
  const templatePath = path.join(dir, "pglite-template.tar");
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplateDb: string | null = null;
  if (baseUrl) {
    postgresTemplateDb = `radwerk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateDb}`);
    await admin.query(`CREATE DATABASE ${postgresTemplateDb}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, postgresTemplateDb) });
    await migrateDatabase(handle);
    await handle.close();
  }
  project.provide("postgresTemplateDb", postgresTemplateDb);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl && postgresTemplateDb) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateDb}`);
      await admin.end();
    }
  };
}
