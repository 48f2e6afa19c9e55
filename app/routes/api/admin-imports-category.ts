import { requireAdmin } from "~/features/auth/session.server";
import { categoryFileReply, parseCategoryFileRequest } from "~/features/imports/category-file-api.server";
import type { Route } from "./+types/admin-imports-category";

/**
 * POST /api/admin/imports/category – spec §7 import-bikes-consolidated: body { fileUrl,
 * categorySlug }, reply { success, message, error, productsCount, variantsCount }. Runs as
 * a recorded run under the same one-at-a-time lock as the pages, and waits for its end.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const { status, body } = await categoryFileReply(context.imports, await parseCategoryFileRequest(request), admin.user.id, context.logger);
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "Nur POST" }, { status: 405, headers: { Allow: "POST" } });
}
