import { createRequestHandler } from "@react-router/express";
import express from "express";
import path from "node:path";
import "react-router";
import "../app/load-context";
import { openDatabase } from "../app/db/client.server";
import { createDatabaseEvents } from "../app/db/events.server";
import { LOCK_KEYS, withLock } from "../app/db/locks.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { claimPgliteDir } from "../app/db/pglite-owner.server";
import { ensureAdminAccount } from "../app/features/auth/admin-accounts.server";
import { CLIENT_IP_HEADER, createAuth } from "../app/features/auth/auth.server";
import { clientAddress } from "../app/features/auth/client-address.server";
import { seedDemoCatalogueIfNeeded } from "../app/features/imports/demo-seed.server";
import { createImportTools } from "../app/features/imports/import-jobs.server";
import { parseImportSettings } from "../app/features/imports/import-settings.server";
import { startMailWorker } from "../app/features/mail/mail-worker.server";
import { createMailTransport } from "../app/features/mail/transport.server";
import { createOrderEventHub } from "../app/features/orders/order-events.server";
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
 * migrations, the auth secret, the admin account, live order events, the mail worker
 * and (first start only) the demo catalogue.
 */
export async function bootstrap(options: { publicDir: string }): Promise<StartedApp> {
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const importSettings = parseImportSettings(process.env, { publicDir: options.publicDir });
  const dataDir = path.resolve(env.DATA_DIR);

  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, "db") });
  const releasePgliteDir = handle.kind === "pglite" ? claimPgliteDir(dataDir) : () => {};
  logger.info(
    { database: handle.kind === "pglite" ? path.join(dataDir, "db") : "PostgreSQL (DATABASE_URL)" },
    "Datenbank geöffnet",
  );
  await migrateDatabase(handle);

  const authSecret = ensureAuthSecret(env, dataDir);
  setEnv({ ...env, AUTH_SECRET: authSecret });
  const auth = createAuth({ db: handle.db, env: { ...env, AUTH_SECRET: authSecret }, logger });

  // Several processes starting at once create the admin once.
  const admin = await withLock(handle, LOCK_KEYS.adminAccount, () => ensureAdminAccount(auth, handle.db, env));
  if (admin.action === "generated") {
    // Printed once, on purpose: the only way to learn the generated password.
    logger.warn(
      `Kein Admin-Konto vorhanden – eines wurde erzeugt. E-Mail: ${admin.email}  Passwort: ${admin.password}  ` +
        `(jetzt notieren, es wird nicht wieder angezeigt; ändern mit: npm run admin -- set-password ${admin.email})`,
    );
  } else if (admin.action === "created" || admin.action === "updated") {
    logger.info({ email: admin.email }, admin.action === "created" ? "Admin-Konto angelegt (ADMIN_EMAIL)" : "Admin-Passwort aktualisiert (ADMIN_PASSWORD)");
  }

  const events = createDatabaseEvents(handle, { logger });
  const orderEvents = createOrderEventHub(events);
  await orderEvents.ready.catch((error: Error) => logger.warn({ err: error.message }, "Live-Updates nicht verfügbar (LISTEN fehlgeschlagen)"));
  const mailTransport = createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: path.join(dataDir, "mail"), logger });
  const mailWorker = startMailWorker({ db: handle.db, transport: mailTransport, from: env.MAIL_FROM, events, logger });
  // Admin import and maintenance runs: detached from requests, progress over LISTEN/NOTIFY.
  const imports = createImportTools({ handle, settings: importSettings, events, logger });
  await imports.ready.catch((error: Error) => logger.warn({ err: error.message }, "Import-Fortschritt nicht live verfügbar (LISTEN fehlgeschlagen)"));

  if (env.SEED_DEMO_DATA) {
    await seedDemoCatalogueIfNeeded(handle, { publicDir: options.publicDir, logger });
  }
  if (env.usesDemoBankDetails) {
    logger.warn("Es sind Demo-Bankdaten konfiguriert (BANK_*). Vor dem Livegang echte Bankverbindung eintragen.");
  }

  const handler = express.Router();
  handler.use((req, _res, next) => {
    // The client address for rate limiting: the connection's, or the one a local reverse
    // proxy names – never a value the client sent in this header itself.
    req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"]);
    next();
  });
  handler.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: () => ({ db: handle.db, env: getEnv(), logger, auth, orderEvents, imports }),
    }),
  );
  return {
    handler,
    port: env.PORT,
    host: env.HOST,
    async close() {
      await imports.close();
      await mailWorker.stop();
      await orderEvents.close();
      await events.close();
      await handle.close();
      releasePgliteDir();
    },
  };
}
