import { renderSitemap } from "~/features/catalog/sitemap.server";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("seite");
  const page = raw === null ? null : /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
  const xml = await renderSitemap(context.db, context.env.PUBLIC_URL, page);
  if (xml === null) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
