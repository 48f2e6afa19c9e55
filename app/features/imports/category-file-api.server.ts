import { z } from "zod";
import { domainErrorStatus, isDomainError } from "../../utils/domain-errors";
import type { ImportTools } from "./import-jobs.server";
import { IMPORT_TEXTS } from "./import-texts";

/** Spec §3 "Import response". */
export interface CategoryFileReply {
  success: boolean;
  message: string;
  error: string | null;
  productsCount: number;
  variantsCount: number;
}

/** Spec §3 "Import request": fileUrl (a CSV under /csv-imports/) and categorySlug. */
export const categoryFileRequestSchema = z.object({
  fileUrl: z.string({ error: "fileUrl fehlt" }).trim().min(1, "fileUrl fehlt").max(500),
  categorySlug: z.string({ error: "categorySlug fehlt" }).trim().min(1, "categorySlug fehlt").max(200),
  dryRun: z.boolean().optional(),
});

export type CategoryFileRequest = z.infer<typeof categoryFileRequestSchema>;

/** Reads the JSON (or form) body; a broken body is answered with the spec's error fields. */
export async function parseCategoryFileRequest(request: Request): Promise<CategoryFileRequest | { invalid: string }> {
  let body: unknown;
  try {
    body = (request.headers.get("content-type") ?? "").includes("application/json")
      ? await request.json()
      : Object.fromEntries(await request.formData());
  } catch {
    return { invalid: "Der Inhalt der Anfrage ist kein gültiges JSON." };
  }
  const parsed = categoryFileRequestSchema.safeParse(body);
  return parsed.success ? parsed.data : { invalid: parsed.error.issues.map((issue) => issue.message).join(", ") };
}

const failure = (message: string): CategoryFileReply => ({ success: false, message, error: message, productsCount: 0, variantsCount: 0 });

/** Imports one category file as a recorded run and answers with spec §3's import response. */
export async function categoryFileReply(
  imports: ImportTools,
  input: CategoryFileRequest | { invalid: string },
  startedBy: string | null,
  logger: { error(obj: object, msg: string): void },
): Promise<{ status: number; body: CategoryFileReply }> {
  if ("invalid" in input) return { status: 400, body: failure(input.invalid) };
  try {
    const run = await imports.run({ tool: "category-file", fileUrl: input.fileUrl, categorySlug: input.categorySlug, dryRun: input.dryRun }, startedBy);
    const result = run.result;
    if (result?.kind === "category-import" && result.results[0]) {
      const { success, message, error, productsCount, variantsCount } = result.results[0];
      return { status: 200, body: { success, message, error, productsCount, variantsCount } };
    }
    return { status: 500, body: failure(run.message ?? IMPORT_TEXTS.importFailed) };
  } catch (error) {
    if (isDomainError(error)) return { status: domainErrorStatus(error), body: failure(error.message) };
    logger.error({ err: error }, "Kategorie-Import fehlgeschlagen");
    return { status: 500, body: failure(IMPORT_TEXTS.unexpectedError) };
  }
}
