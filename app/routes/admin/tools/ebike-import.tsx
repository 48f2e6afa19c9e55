import { AdminToolScreen } from "~/components/admin-imports/admin-tool-screen";
import { requireAdmin } from "~/features/auth/session.server";
import { ADMIN_TOOLS } from "~/features/imports/admin-tools";
import { loadToolPage, runToolAction } from "~/features/imports/tool-page.server";
import type { Route } from "./+types/ebike-import";

// /admin/ebike-import – spec §2; the tool's preset is in app/features/imports/presets.server.ts.
const TOOL = "ebike-import";

export function meta() {
  return [{ title: ADMIN_TOOLS[TOOL].title }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return loadToolPage(context, TOOL);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  return runToolAction(request, context, TOOL, admin);
}

export default function AdminToolPage({ loaderData }: Route.ComponentProps) {
  return <AdminToolScreen data={loaderData} />;
}
