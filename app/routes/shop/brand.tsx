import { ArrowLeft, PackageSearch, SearchX } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { findBrand } from "~/features/catalog/brands";
import { filterHref, parseFilterQuery } from "~/features/catalog/filter-query";
import { emptyListing, loadListing } from "~/features/catalog/listing-page.server";
import { absoluteUrl, breadcrumbJsonLd, shopNameOf } from "~/features/catalog/seo";
import { ErrorPage } from "~/components/error-page";
import { ProductListingView, productCountText } from "~/components/filters/product-listing-view";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/brand";

const CONTEXT = { defaultSort: "newest" } as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilterQuery(url.searchParams, CONTEXT);
  const profile = findBrand(params.brand);
  if (!profile) {
    return data({ profile: null, requested: params.brand, basePath: url.pathname, listing: emptyListing(filters), canonical: null, breadcrumbLd: null }, { status: 404 });
  }
  // One URL per brand: /brand/Santa%20Cruz, also for 'santa-cruz' or 'SANTA CRUZ'.
  const basePath = `/brand/${encodeURIComponent(profile.name)}`;
  if (url.pathname !== basePath) throw redirect(`${basePath}${url.search}`, 301);

  const { listing, failed } = await loadListing(context, { kind: "brand", brand: profile.name }, filters);
  const origin = context.env.PUBLIC_URL;
  return data(
    {
      profile,
      requested: params.brand,
      basePath,
      listing,
      canonical: absoluteUrl(origin, filterHref(basePath, listing.filters, CONTEXT)),
      breadcrumbLd: breadcrumbJsonLd([{ name: "Home", url: absoluteUrl(origin, "/") }, { name: profile.name }]),
    },
    { status: failed ? 503 : 200 },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!loaderData?.profile) return [{ title: `Marke nicht gefunden | ${shopName}` }, { name: "robots", content: "noindex" }];
  const { profile, canonical, breadcrumbLd } = loaderData;
  return [
    { title: `${profile.name} – Fahrräder und E-Bikes | ${shopName}` },
    { name: "description", content: `${profile.name} (gegründet ${profile.foundedYear}, ${profile.country}): alle Räder bei ${shopName}. Versandkostenfrei ab 99 €.` },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    ...(breadcrumbLd ? [{ "script:ld+json": breadcrumbLd }] : []),
  ];
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { profile, basePath, listing } = loaderData;
  if (!profile) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          icon={<SearchX className="size-7" />}
          title="Marke nicht gefunden"
          action={
            <Link to="/" className={buttonClass.primary}>
              <ArrowLeft aria-hidden className="size-4" />
              Zurück zum Shop
            </Link>
          }
        >
          Zu dieser Marke haben wir kein Profil. Unsere Premium-Marken sind Cube, Focus, Haibike, Santa Cruz und Trek.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: profile.name }]} />
      <section aria-labelledby="brand-heading" className="mb-10 mt-4 flex flex-col gap-6 rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="flex size-32 shrink-0 items-center justify-center rounded-2xl bg-white p-4 shadow-sm">
          <img src={profile.logo} alt={`Logo von ${profile.name}`} width={160} height={48} className="max-h-full w-auto" />
        </div>
        <div>
          <h1 id="brand-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {profile.name}
          </h1>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            <div className="flex gap-1">
              <dt className="font-semibold">Gegründet:</dt>
              <dd>{profile.foundedYear}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold">Land:</dt>
              <dd>{profile.country}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-semibold">Produkte:</dt>
              <dd>{productCountText(listing.scopeTotal)}</dd>
            </div>
          </dl>
          <p className="mt-3 max-w-3xl text-slate-700">{profile.description}</p>
        </div>
      </section>
      <h2 className="sr-only">Produkte von {profile.name}</h2>
      <ProductListingView
        listing={listing}
        basePath={basePath}
        context={CONTEXT}
        show={{ brands: false, categories: true }}
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
            Von {profile.name} haben wir gerade keine Produkte im Sortiment.
          </EmptyState>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
