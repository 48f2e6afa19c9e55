import { data } from "react-router";
import { suggestSearch } from "~/features/catalog/search-suggestions.server";
import type { Route } from "./+types/search-suggestions";

/** GET /api/search-suggestions?q=… – what the header search box offers while typing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return data(await suggestSearch(context.db, query), { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    context.logger.error({ err: error }, "Suchvorschläge fehlgeschlagen");
    return data({ query, products: [], categories: [] });
  }
}
