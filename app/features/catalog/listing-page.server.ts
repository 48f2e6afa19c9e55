import type { AppLoadContext } from "react-router";
import { defaultFilterState, type FilterState } from "./filter-query";
import { listProducts, type ListingScope } from "./product-listing.server";
import type { ProductListing } from "./product-types";

/** An empty listing: what a page shows when its products could not be loaded. */
export function emptyListing(filters: FilterState): ProductListing {
  return {
    products: [],
    total: 0,
    scopeTotal: 0,
    page: 1,
    pageCount: 1,
    pageSize: 0,
    facets: { brands: [], categories: [], sizes: [], colors: [] },
    filters: { ...filters, page: 1 },
  };
}

/**
 * A listing for a page loader. Spec §8: a product load or search failure is logged and
 * the page shows an empty list (with status 503, so nobody caches or indexes it).
 */
export async function loadListing(
  context: Pick<AppLoadContext, "db" | "logger">,
  scope: ListingScope,
  filters: FilterState = defaultFilterState(),
): Promise<{ listing: ProductListing; failed: boolean }> {
  try {
    return { listing: await listProducts(context.db, scope, filters), failed: false };
  } catch (error) {
    context.logger.error({ err: error, scope: scope.kind }, "Produkte konnten nicht geladen werden");
    return { listing: emptyListing(filters), failed: true };
  }
}
