import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { filterHref, type FilterContext } from "~/features/catalog/filter-query";
import type { ProductListing } from "~/features/catalog/product-types";
import { ProductGrid } from "~/components/product/product-card";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { FilterSidebar } from "./filter-sidebar";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";
import { usePendingFilters } from "./use-pending-filters";

export function productCountText(count: number, suffix = ""): string {
  return `${count.toLocaleString("de-DE")} ${count === 1 ? "Produkt" : "Produkte"}${suffix ? ` ${suffix}` : ""}`;
}

/**
 * Filter sidebar, sort, product grid and pagination of a listing (category, brand,
 * search). `emptyScope` is shown when the scope itself has no products at all.
 */
export function ProductListingView({
  listing,
  basePath,
  context,
  extraParams = {},
  show,
  emptyScope,
}: {
  listing: ProductListing;
  basePath: string;
  context: FilterContext;
  extraParams?: Record<string, string>;
  show: { brands: boolean; categories: boolean };
  emptyScope: ReactNode;
}) {
  const { filters, loading } = usePendingFilters(listing.filters, basePath, context);
  if (listing.scopeTotal === 0) return <>{emptyScope}</>;
  const resetHref = filterHref(basePath, { ...listing.filters, minPrice: 0, maxPrice: 10_000, brands: [], categories: [], sizes: [], colors: [], page: 1 }, context, extraParams);

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <aside>
        <FilterSidebar
          facets={listing.facets}
          filters={filters}
          basePath={basePath}
          context={context}
          extraParams={extraParams}
          show={show}
        />
      </aside>
      <div className="min-w-0">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {productCountText(listing.total)}
            {listing.pageCount > 1 ? ` · Seite ${listing.page} von ${listing.pageCount}` : ""}
          </p>
          <SortSelect value={filters.sortBy} context={context} />
        </div>
        <div aria-busy={loading} className="relative">
          {loading ? (
            <div className="absolute inset-0 z-20 flex items-start justify-center bg-white/60 pt-24">
              <Spinner label="Produkte werden geladen …" className="size-8" />
            </div>
          ) : null}
          {listing.total === 0 ? (
            <EmptyState
              icon={<SearchX className="size-7" />}
              title="Keine Produkte mit diesen Filtern"
              action={
                <Link to={resetHref} preventScrollReset className={buttonClass.secondary}>
                  Filter zurücksetzen
                </Link>
              }
            >
              Passen Sie die Filter an, um wieder Produkte zu sehen.
            </EmptyState>
          ) : (
            <ProductGrid products={listing.products} label="Produkte" />
          )}
        </div>
        <Pagination filters={listing.filters} pageCount={listing.pageCount} basePath={basePath} context={context} extraParams={extraParams} />
      </div>
    </div>
  );
}
