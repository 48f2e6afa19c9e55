import { requireAdmin } from "~/features/auth/session.server";
import { errorReportCsv, getRunErrors } from "~/features/imports/import-runs.server";
import type { Route } from "./+types/admin-imports-run-errors";

/** GET /api/admin/imports/runs/:runId/errors.csv – the run's row-level error report. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const run = await getRunErrors(context.imports.db, params.runId);
  if (!run) return new Response("Lauf nicht gefunden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const date = run.startedAt.toISOString().slice(0, 16).replace(/[T:]/g, "-");
  return new Response(errorReportCsv(run.errors), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="importfehler-${run.preset}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
