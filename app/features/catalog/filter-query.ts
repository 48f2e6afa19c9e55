import { z } from "zod";
import { isColourGroup, type ColourGroup } from "./colour-groups";

/**
 * The filter state of spec §2 (minPrice, maxPrice, brands[], categories[], sizes[],
 * colors[], sortBy) lives in the URL query string, so every filtered page is
 * server-rendered, shareable and works without JavaScript. Bad values never fail the
 * page: they are clamped or fall back to their default.
 */

/** Price range of the filter, in whole euros (spec §9). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 50;
/** Products per page of a listing. */
export const PAGE_SIZE = 24;
/** A generous cap: page 10,000 of anything is a crawler, not a shopper. */
const MAX_PAGE = 10_000;
/** Longest accepted brand, category or size value; longer ones are dropped. */
const MAX_VALUE_LENGTH = 100;
/** At most this many brands or categories at once; the rest is ignored. */
const MAX_CHOICES = 50;

/** Option names whose values the size filter offers (spec §2 "Filters"). */
export const SIZE_OPTION_NAMES = ["Wähle Deine Größe", "Rahmenhöhe", "Laufradgröße (Zoll)"] as const;

export const SORT_OPTIONS = ["relevance", "newest", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  relevance: "Relevanz",
  newest: "Neueste zuerst",
  "price-asc": "Preis aufsteigend",
  "price-desc": "Preis absteigend",
  "name-asc": "Name (A–Z)",
  "name-desc": "Name (Z–A)",
};

export interface FilterState {
  /** Whole euros, PRICE_MIN … PRICE_MAX. */
  minPrice: number;
  /** Whole euros; PRICE_MAX means "no upper limit", so dearer products are not hidden by default. */
  maxPrice: number;
  brands: string[];
  /** Category slugs; each includes its subcategories. */
  categories: string[];
  /** Single choice (spec): at most one size. */
  sizes: string[];
  /** Single choice (spec): at most one colour group. */
  colors: ColourGroup[];
  sortBy: SortOption;
  page: number;
}

export interface FilterContext {
  /** Search pages sort by relevance unless told otherwise; other listings by newest (spec). */
  defaultSort: "newest" | "relevance";
}

const CATEGORY_CONTEXT: FilterContext = { defaultSort: "newest" };

/** A number from the query string, or undefined for anything that is not one. */
const looseNumber = z.preprocess((value) => {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const number = Number(value.trim().replace(",", "."));
  return Number.isFinite(number) ? number : undefined;
}, z.number().optional());

const valueList = z
  .array(z.string())
  .transform((values) => {
    const cleaned = values
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== "" && value.length <= MAX_VALUE_LENGTH);
    return [...new Set(cleaned)].slice(0, MAX_CHOICES);
  });

const rawFilterSchema = z.object({
  minPrice: looseNumber,
  maxPrice: looseNumber,
  brands: valueList,
  categories: valueList,
  sizes: valueList,
  colors: valueList,
  sortBy: z.string().optional(),
  page: looseNumber,
});

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Every value of a repeated key, accepting both `brands=a&brands=b` and `brands[]=a`. */
function allValues(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(key), ...params.getAll(`${key}[]`)];
}

/** Parses the filter state from a query string; never throws. */
export function parseFilterQuery(params: URLSearchParams, context: FilterContext = CATEGORY_CONTEXT): FilterState {
  const raw = rawFilterSchema.parse({
    minPrice: params.get("minPrice") ?? undefined,
    maxPrice: params.get("maxPrice") ?? undefined,
    brands: allValues(params, "brands"),
    categories: allValues(params, "categories"),
    sizes: allValues(params, "sizes"),
    colors: allValues(params, "colors"),
    sortBy: params.get("sortBy") ?? undefined,
    page: params.get("page") ?? undefined,
  });

  // Spec §5: the minimum is clamped to at least 0, the maximum to at most 10000.
  let minPrice = clamp(Math.floor(raw.minPrice ?? PRICE_MIN), PRICE_MIN, PRICE_MAX);
  let maxPrice = clamp(Math.ceil(raw.maxPrice ?? PRICE_MAX), PRICE_MIN, PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  const sortBy = SORT_OPTIONS.find((option) => option === raw.sortBy);
  return {
    minPrice,
    maxPrice,
    brands: raw.brands,
    categories: raw.categories,
    sizes: raw.sizes.slice(0, 1),
    colors: raw.colors.filter(isColourGroup).slice(0, 1),
    // Relevance needs a search query; elsewhere it falls back to the default.
    sortBy: sortBy && (sortBy !== "relevance" || context.defaultSort === "relevance") ? sortBy : context.defaultSort,
    page: clamp(Math.floor(raw.page ?? 1), 1, MAX_PAGE),
  };
}

export function defaultFilterState(context: FilterContext = CATEGORY_CONTEXT): FilterState {
  return parseFilterQuery(new URLSearchParams(), context);
}

/** True when any filter (not sorting or paging) narrows the listing. */
export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.minPrice > PRICE_MIN ||
    state.maxPrice < PRICE_MAX ||
    state.brands.length > 0 ||
    state.categories.length > 0 ||
    state.sizes.length > 0 ||
    state.colors.length > 0
  );
}

/**
 * The normalised query string of a filter state: defaults left out, keys in a fixed
 * order, list values sorted. Equal filters give equal URLs (canonical links, caching).
 * `extra` (e.g. the search text q) comes first.
 */
export function serializeFilterQuery(
  state: FilterState,
  context: FilterContext = CATEGORY_CONTEXT,
  extra: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (state.minPrice > PRICE_MIN) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice < PRICE_MAX) params.set("maxPrice", String(state.maxPrice));
  const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, "de"));
  for (const brand of sorted(state.brands)) params.append("brands", brand);
  for (const category of sorted(state.categories)) params.append("categories", category);
  for (const size of state.sizes) params.append("sizes", size);
  for (const colour of state.colors) params.append("colors", colour);
  if (state.sortBy !== context.defaultSort) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** `path?query` for a filter state, without a dangling '?'. */
export function filterHref(
  path: string,
  state: FilterState,
  context: FilterContext = CATEGORY_CONTEXT,
  extra: Record<string, string> = {},
): string {
  const query = serializeFilterQuery(state, context, extra).toString();
  return query ? `${path}?${query}` : path;
}
