import path from "node:path";
import { z } from "zod";
import { EnvError } from "../../utils/env.server";

/** How the admin import tools run; read once at start from the environment. */
export interface ImportSettings {
  /** Folder the presets read their CSV files from: `csv-imports/` and the root files. */
  importDir: string;
  /** Multiplies the spec's pauses (2 s between files, 1 s between categories); 0 in tests. */
  pauseScale: number;
  /** Largest CSV upload accepted, in bytes. */
  maxUploadBytes: number;
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const settingsSchema = z.object({
  IMPORT_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  IMPORT_PAUSE_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "muss eine Zahl sein" }).min(0, "darf nicht negativ sein").max(10, "darf höchstens 10 sein").default(1),
  ),
  IMPORT_MAX_UPLOAD_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "muss eine Zahl sein" }).positive("muss größer als 0 sein").max(1024, "darf höchstens 1024 sein").default(20),
  ),
});

/**
 * Parses IMPORT_DIR, IMPORT_PAUSE_SCALE and IMPORT_MAX_UPLOAD_MB. Throws EnvError (which
 * stops the start with one line per problem) on a bad value.
 */
export function parseImportSettings(source: Record<string, string | undefined>, defaults: { publicDir: string }): ImportSettings {
  const result = settingsSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  return {
    importDir: path.resolve(env.IMPORT_DIR ?? defaults.publicDir),
    pauseScale: env.IMPORT_PAUSE_SCALE,
    maxUploadBytes: Math.round(env.IMPORT_MAX_UPLOAD_MB * 1024 * 1024),
  };
}
