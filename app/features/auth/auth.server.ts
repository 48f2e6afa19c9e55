import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "../../db/client.server";
import * as schema from "../../db/schema";
import type { Env } from "../../utils/env.server";

/**
 * The server sets this header from the TCP peer address (server/app.ts), replacing any
 * value a client sent, so rate limiting keys on an address the client cannot choose.
 */
export const CLIENT_IP_HEADER = "x-radwerk-client-ip";

export const AUTH_BASE_PATH = "/api/auth";

/** Sign-in attempts per client address and window (docs/decisions/005-auth-better-auth.md). */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 10 } as const;

interface AuthLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type AuthConfig = Pick<Env, "PUBLIC_URL" | "SHOP_NAME"> & { AUTH_SECRET: string };

/**
 * better-auth over our Drizzle database (PGlite or PostgreSQL): e-mail + password, database
 * sessions in an httpOnly SameSite=Lax cookie (Secure when PUBLIC_URL is https), rolling
 * expiry, rate limits stored in the database (shared by all app processes), TOTP two-factor.
 */
export function createAuth(options: { db: Database; env: AuthConfig; logger?: AuthLogger }) {
  const { db, env, logger } = options;
  return betterAuth({
    appName: env.SHOP_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by the bootstrap and the admin CLI, never by visitors.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 256,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Rolling expiry: a session used at least once a day never runs out.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": SIGN_IN_RATE_LIMIT,
        "/two-factor/*": { window: 60, max: 10 },
      },
    },
    trustedOrigins: (request) => {
      // Same-origin requests are always fine: the site may be reached under another host
      // name than PUBLIC_URL (e.g. 127.0.0.1 instead of localhost).
      const origins = [env.PUBLIC_URL];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      // Messages only: better-auth never puts passwords there, and we pass no arguments on.
      log: (level, message) => logger?.[level === "debug" ? "debug" : level]({ source: "better-auth" }, message),
    },
    plugins: [twoFactor({ issuer: env.SHOP_NAME })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
