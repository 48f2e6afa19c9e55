import { requireAdmin } from "~/features/auth/session.server";
import { getRun } from "~/features/imports/import-runs.server";
import type { Route } from "./+types/admin-imports-run";

/** GET /api/admin/imports/runs/:runId – one run as JSON (status, progress, reply). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const run = await getRun(context.imports.db, params.runId);
  if (!run) return Response.json({ error: "Lauf nicht gefunden" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json(run, { headers: { "Cache-Control": "no-store" } });
}
