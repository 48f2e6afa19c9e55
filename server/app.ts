import { createRequestHandler } from "@react-router/express";
import express from "express";
import path from "node:path";
import "react-router";
import "../app/load-context";
import { openDatabase } from "../app/db/client.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { seedDemoCatalogueIfNeeded } from "../app/features/imports/demo-seed.server";
import { ensureAuthSecret } from "../app/utils/auth-secret.server";
import { getEnv, setEnv } from "../app/utils/env.server";
import { createLogger } from "../app/utils/logger.server";

export interface StartedApp {
  handler: express.Router;
  port: number;
  host: string;
  close(): Promise<void>;
}

/**
 * Everything the shop needs before it takes requests: configuration, database,
 * migrations, the auth secret and (first start only) the demo catalogue.
 */
export async function bootstrap(options: { publicDir: string }): Promise<StartedApp> {
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);

  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, "db") });
  logger.info(
    { database: handle.kind === "pglite" ? path.join(dataDir, "db") : "PostgreSQL (DATABASE_URL)" },
    "Datenbank geöffnet",
  );
  await migrateDatabase(handle);

  setEnv({ ...env, AUTH_SECRET: ensureAuthSecret(env, dataDir) });

  if (env.SEED_DEMO_DATA) {
    await seedDemoCatalogueIfNeeded(handle, { publicDir: options.publicDir, logger });
  }
  if (env.usesDemoBankDetails) {
    logger.warn("Es sind Demo-Bankdaten konfiguriert (BANK_*). Vor dem Livegang echte Bankverbindung eintragen.");
  }

  const handler = express.Router();
  handler.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: () => ({ db: handle.db, env: getEnv(), logger }),
    }),
  );
  return {
    handler,
    port: env.PORT,
    host: env.HOST,
    close: () => handle.close(),
  };
}
