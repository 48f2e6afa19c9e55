import { Search, SearchX } from "lucide-react";
import { Link, data } from "react-router";
import { filterHref, parseFilterQuery } from "~/features/catalog/filter-query";
import { emptyListing, loadListing } from "~/features/catalog/listing-page.server";
import { normalizeQuery } from "~/features/catalog/search-terms";
import { planSearch } from "~/features/catalog/search.server";
import { absoluteUrl, shopNameOf } from "~/features/catalog/seo";
import { ProductListingView, productCountText } from "~/components/filters/product-listing-view";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/search";

const CONTEXT = { defaultSort: "relevance" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = normalizeQuery(url.searchParams.get("q"));
  const filters = parseFilterQuery(url.searchParams, CONTEXT);
  if (!query) return data({ query, listing: emptyListing(filters), canonical: absoluteUrl(context.env.PUBLIC_URL, "/search") });

  let failed = false;
  let listing = emptyListing(filters);
  try {
    const plan = await planSearch(context.db, query);
    if (plan) ({ listing, failed } = await loadListing(context, { kind: "search", plan }, filters));
  } catch (error) {
    // Spec §8: a search failure is logged and shows an empty list.
    context.logger.error({ err: error }, "Suche fehlgeschlagen");
    failed = true;
  }
  const canonical = absoluteUrl(context.env.PUBLIC_URL, filterHref("/search", listing.filters, CONTEXT, { q: query }));
  return data({ query, listing, canonical }, { status: failed ? 503 : 200 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const query = loaderData?.query;
  return [
    { title: query ? `Suche: ${query} | ${shopName}` : `Suche | ${shopName}` },
    {
      name: "description",
      content: query
        ? `${productCountText(loaderData?.listing.total ?? 0, "gefunden")} für „${query}“ bei ${shopName}.`
        : `Durchsuchen Sie Fahrräder, E-Bikes und Zubehör bei ${shopName}.`,
    },
    // Result pages are for visitors, not for search engines; their links still count.
    { name: "robots", content: "noindex, follow" },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  if (!query) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState headingLevel={1} icon={<Search className="size-7" />} title="Keine Suchanfrage">
          Bitte geben Sie einen Suchbegriff ein
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {listing.scopeTotal === 0 ? (
        <div className="mx-auto max-w-3xl py-8">
          <EmptyState
            headingLevel={1}
            icon={<SearchX className="size-7" />}
            title="Keine Produkte gefunden"
            action={
              <Link to="/" className={buttonClass.secondary}>
                Zurück zum Shop
              </Link>
            }
          >
            Versuchen Sie es mit anderen Suchbegriffen
          </EmptyState>
        </div>
      ) : (
        <>
          <header className="mb-8">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Ergebnisse für: {query}</h1>
            <p className="mt-1 text-slate-600">{productCountText(listing.total, "gefunden")}</p>
          </header>
          <ProductListingView
            key={query}
            listing={listing}
            basePath="/search"
            context={CONTEXT}
            extraParams={{ q: query }}
            show={{ brands: true, categories: true }}
            emptyScope={null}
          />
        </>
      )}
    </div>
  );
}
