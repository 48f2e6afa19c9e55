import { z } from "zod";

// Demo values so that `npm start` works out of the box. They are clearly fake and
// the order-success page and README warn the operator to replace them.
export const DEMO_BANK = {
  BANK_ACCOUNT_HOLDER: "Radwerk Demo GmbH (DEMO – bitte ersetzen)",
  BANK_IBAN: "DE02120300000000202051",
  BANK_BIC: "BYLADEM1001",
  BANK_NAME: "Demo-Bank (DEMO – bitte ersetzen)",
} as const;

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const booleanFlag = (fallback: boolean) =>
  z.preprocess(emptyToUndefined, z.enum(["true", "false", "1", "0"]).optional()).transform((value) =>
    value === undefined ? fallback : value === "true" || value === "1",
  );

function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("production")),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss zwischen 1 und 65535 liegen").max(65535, "muss zwischen 1 und 65535 liegen").default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "muss mit postgres:// oder postgresql:// beginnen")
        .optional(),
    ),
    SHOP_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).default("Radwerk")),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    BANK_ACCOUNT_HOLDER: z.preprocess(emptyToUndefined, z.string().trim().max(70).default(DEMO_BANK.BANK_ACCOUNT_HOLDER)),
    BANK_IBAN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default(DEMO_BANK.BANK_IBAN)
        .transform((iban) => iban.replace(/\s+/g, "").toUpperCase())
        .refine(isValidIban, "ist keine gültige IBAN (Prüfsumme falsch)"),
    ),
    BANK_BIC: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default(DEMO_BANK.BANK_BIC)
        .transform((bic) => bic.replace(/\s+/g, "").toUpperCase())
        .refine((bic) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic), "ist keine gültige BIC"),
    ),
    BANK_NAME: z.preprocess(emptyToUndefined, z.string().trim().default(DEMO_BANK.BANK_NAME)),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "muss mit smtp:// oder smtps:// beginnen")
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().trim().default("Radwerk <shop@radwerk.example>")),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email("ist keine gültige E-Mail-Adresse").optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6, "muss mindestens 6 Zeichen haben").optional()),
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "muss mindestens 32 Zeichen haben").optional()),
    SHOPIFY_STORE_DOMAIN: optionalString,
    SHOPIFY_STOREFRONT_TOKEN: optionalString,
    SEED_DEMO_DATA: booleanFlag(true),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL und ADMIN_PASSWORD müssen zusammen gesetzt werden",
      });
    }
    if (Boolean(env.SHOPIFY_STORE_DOMAIN) !== Boolean(env.SHOPIFY_STOREFRONT_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: ["SHOPIFY_STOREFRONT_TOKEN"],
        message: "SHOPIFY_STORE_DOMAIN und SHOPIFY_STOREFRONT_TOKEN müssen zusammen gesetzt werden",
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    usesDemoBankDetails: env.BANK_IBAN === DEMO_BANK.BANK_IBAN,
    shopifyEnabled: Boolean(env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN),
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses configuration from a plain record (process.env by default). Throws EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join(".") || "(allgemein)";
    return `${key}: ${issue.message}`;
  });
  throw new EnvError(problems);
}

let cached: Env | undefined;

/** The validated configuration of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** For tests and the bootstrap: replace the process configuration. */
export function setEnv(env: Env): void {
  cached = env;
}
