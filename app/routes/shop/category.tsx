import { PackageSearch } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { matchCategoryRoute } from "~/features/catalog/category-route";
import { categoryHref } from "~/features/catalog/category-tree";
import { filterHref, parseFilterQuery } from "~/features/catalog/filter-query";
import { emptyListing, loadListing } from "~/features/catalog/listing-page.server";
import { absoluteUrl, breadcrumbJsonLd, shopNameOf } from "~/features/catalog/seo";
import { ErrorPage } from "~/components/error-page";
import { ProductListingView, productCountText } from "~/components/filters/product-listing-view";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/category";

const CONTEXT = { defaultSort: "newest" } as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segments = [params.main, params.sub, params.subsub].filter((segment): segment is string => Boolean(segment));
  const match = matchCategoryRoute(segments);
  if (match.kind === "redirect") throw redirect(`${match.href}${url.search}`, 301);

  const filters = parseFilterQuery(url.searchParams, CONTEXT);
  const crumbs = match.path.map((segment, index) => ({
    name: segment.name,
    href: segment.known ? categoryHref(segment.slug) : `/category/${match.path.slice(0, index + 1).map((entry) => encodeURIComponent(entry.slug)).join("/")}`,
  }));
  const name = crumbs.at(-1)?.name ?? "";
  const basePath = crumbs.at(-1)?.href ?? url.pathname;

  if (match.kind === "unknown") {
    // Not in the tree: the page names the URL text and has no products.
    return data({ name, crumbs, basePath, known: false, listing: emptyListing(filters), canonical: null, breadcrumbLd: null }, { status: 404 });
  }
  const { listing, failed } = await loadListing(context, { kind: "category", slug: match.node.slug }, filters);
  const origin = context.env.PUBLIC_URL;
  const breadcrumbLd = breadcrumbJsonLd([
    { name: "Home", url: absoluteUrl(origin, "/") },
    ...crumbs.map((crumb, index) => ({ name: crumb.name, ...(index < crumbs.length - 1 ? { url: absoluteUrl(origin, crumb.href) } : {}) })),
  ]);
  return data(
    { name, crumbs, basePath, known: true, listing, canonical: absoluteUrl(origin, filterHref(basePath, listing.filters, CONTEXT)), breadcrumbLd },
    { status: failed ? 503 : 200 },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!loaderData) return [{ title: `Kategorie | ${shopName}` }];
  const { name, listing, canonical, breadcrumbLd } = loaderData;
  return [
    { title: `${name} kaufen | ${shopName}` },
    {
      name: "description",
      content: `${name} bei ${shopName}: ${productCountText(listing.scopeTotal)} von Marken wie Cube, Focus, Haibike, Santa Cruz und Trek. Versandkostenfrei ab 99 €, 14 Tage Rückgaberecht.`,
    },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : [{ name: "robots", content: "noindex" }]),
    ...(breadcrumbLd ? [{ "script:ld+json": breadcrumbLd }] : []),
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { name, crumbs, basePath, listing } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, ...crumbs.map((crumb) => ({ label: crumb.name, href: crumb.href }))]} />
      <header className="mb-8 mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
        <p className="mt-1 text-slate-600">{productCountText(listing.total)}</p>
      </header>
      <ProductListingView
        // A new category starts with fresh filter fields.
        key={basePath}
        listing={listing}
        basePath={basePath}
        context={CONTEXT}
        show={{ brands: true, categories: true }}
        emptyScope={
          <EmptyState
            icon={<PackageSearch className="size-7" />}
            title="Keine Produkte gefunden"
            action={
              <Link to="/" className={buttonClass.primary}>
                Zurück zum Shop
              </Link>
            }
          >
            In dieser Kategorie gibt es gerade keine Produkte.
          </EmptyState>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
