import type { Logger } from "pino";
import type { Database } from "./db/client.server";
import type { Auth } from "./features/auth/auth.server";
import type { ImportTools } from "./features/imports/import-jobs.server";
import type { OrderEventHub } from "./features/orders/order-events.server";
import type { Env } from "./utils/env.server";

// What server/app.ts hands every loader and action (context.db, context.env, context.logger,
// context.auth – the better-auth instance –, context.orderEvents – live order changes).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    logger: Logger;
    auth: Auth;
    orderEvents: OrderEventHub;
    /** Admin import and maintenance runs (app/features/imports/import-jobs.server.ts). */
    imports: ImportTools;
  }
}

export {};
