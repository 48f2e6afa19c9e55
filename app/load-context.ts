import type { Logger } from "pino";
import type { Database } from "./db/client.server";
import type { Env } from "./utils/env.server";

// What server/app.ts hands every loader and action (context.db, context.env, context.logger).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    logger: Logger;
  }
}

export {};
