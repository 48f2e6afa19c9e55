import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database, type Queryable } from "../../db/client.server";
import { products } from "../../db/schema";
import { toCents } from "../../utils/money";
import { catalogueVersion } from "./catalogue-version.server";
import { descendantSlugs, findCategoryBySlug } from "./category-tree";
import { COLOUR_GROUPS, type ColourGroup } from "./colour-groups";
import { colourGroupFromMaskSql, colourMaskSql, nameInColourGroupSql } from "./colour-groups.server";
import { PAGE_SIZE, PRICE_MAX, PRICE_MIN, SIZE_OPTION_NAMES, type FilterState } from "./filter-query";
import { htmlToText, truncateText } from "./html-text";
import type { FacetValue, ListingFacets, ProductListing, ProductSummary } from "./product-types";
import { searchCondition, searchRank, withSearchPlanning, type SearchPlan } from "./search.server";

/** Which products a listing is about, before filters. */
export type ListingScope =
  | { kind: "all" }
  /** A category of the tree; includes its subcategories. */
  | { kind: "category"; slug: string }
  | { kind: "brand"; brand: string }
  | { kind: "search"; plan: SearchPlan };

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

export function scopeCondition(scope: ListingScope): SQL {
  switch (scope.kind) {
    case "all":
      return sql`TRUE`;
    case "category": {
      const slugs = descendantSlugs(scope.slug);
      return slugs.length > 0 ? sql`${products.categorySlug} IN (${list(slugs)})` : sql`FALSE`;
    }
    case "brand":
      return sql`lower(${products.brand}) = ${scope.brand.toLowerCase()}`;
    case "search":
      return searchCondition(scope.plan);
  }
}

/** A chosen category includes its subcategories; an unknown slug matches only itself. */
function expandCategories(slugs: readonly string[]): string[] {
  return [...new Set(slugs.flatMap((slug) => (findCategoryBySlug(slug) ? descendantSlugs(slug) : [slug])))];
}

const sizeOptionNames = list(SIZE_OPTION_NAMES);

/** Options as a JSON array even when the column is null or malformed. */
const optionsArray = sql`(CASE WHEN jsonb_typeof(${products.options}) = 'array' THEN ${products.options} ELSE '[]'::jsonb END)`;

/**
 * The conditions of each filter dimension; null where the dimension does not filter.
 * `name` is the product name expression (a column of a subquery in the facet query).
 */
function filterConditions(filters: FilterState, name: SQL = sql`${products.name}`) {
  const price: SQL[] = [];
  if (filters.minPrice > PRICE_MIN) price.push(sql`${products.price} >= ${filters.minPrice}`);
  // The top of the slider means "and above": dearer bikes are not hidden by default.
  if (filters.maxPrice < PRICE_MAX) price.push(sql`${products.price} <= ${filters.maxPrice}`);
  const [size] = filters.sizes;
  const [colour] = filters.colors;
  const categories = expandCategories(filters.categories);
  return {
    price: price.length > 0 ? sql.join(price, sql` AND `) : null,
    brand: filters.brands.length > 0 ? sql`${products.brand} IN (${list(filters.brands)})` : null,
    category: categories.length > 0 ? sql`${products.categorySlug} IN (${list(categories)})` : null,
    size:
      size !== undefined
        ? sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${optionsArray}) AS o(option)
            WHERE o.option->>'name' IN (${sizeOptionNames}) AND o.option->'values' @> jsonb_build_array(${size}::text))`
        : null,
    colour: colour === undefined ? null : nameInColourGroupSql(name, colour),
  };
}

type Dimension = keyof ReturnType<typeof filterConditions>;
const DIMENSIONS: Dimension[] = ["price", "brand", "category", "size", "colour"];

function andAll(conditions: Array<SQL | null>): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== null);
  return present.length > 0 ? sql.join(present, sql` AND `) : sql`TRUE`;
}

type SortKey = [expression: SQL, direction: "ASC" | "DESC"];

/** The sort keys of a listing, most significant first; the id makes the order total. */
function sortKeys(filters: FilterState, scope: ListingScope): SortKey[] {
  const newest: SortKey[] = [
    [sql`${products.createdAt}`, "DESC"],
    [sql`${products.id}`, "DESC"],
  ];
  switch (filters.sortBy) {
    case "price-asc":
      return [[sql`${products.price}`, "ASC"], ...newest];
    case "price-desc":
      return [[sql`${products.price}`, "DESC"], ...newest];
    case "name-asc":
      return [[sql`lower(${products.name})`, "ASC"], [sql`${products.id}`, "ASC"]];
    case "name-desc":
      return [[sql`lower(${products.name})`, "DESC"], [sql`${products.id}`, "DESC"]];
    case "relevance":
      return scope.kind === "search" ? [[searchRank(scope.plan), "DESC"], ...newest] : newest;
    case "newest":
      return newest;
  }
}

/** Card fields; only the beginning of the description leaves the database (stripped to text in toSummary). */
export const summaryColumns = sql`${products.id} AS id, ${products.handle} AS handle, ${products.name} AS name,
  ${products.brand} AS brand, ${products.price}::text AS price, ${products.compareAtPrice}::text AS compare_at_price,
  ${products.stock} AS stock, ${products.imageUrl} AS image_url, ${products.images}->0->>'alt' AS image_alt,
  (${products.options} IS NOT NULL AND jsonb_typeof(${products.options}) = 'array' AND jsonb_array_length(${products.options}) > 0) AS has_variants,
  left(${products.description}, 500) AS excerpt`;

export interface SummaryRow {
  id: string;
  handle: string;
  name: string;
  brand: string | null;
  price: string;
  compare_at_price: string | null;
  stock: number;
  image_url: string | null;
  image_alt: string | null;
  has_variants: boolean;
  excerpt: string | null;
}

/** Characters of description text a card shows. */
const EXCERPT_LENGTH = 140;

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    brand: row.brand,
    excerpt: truncateText(htmlToText(row.excerpt), EXCERPT_LENGTH),
    priceCents: toCents(row.price),
    compareAtPriceCents: row.compare_at_price === null ? null : toCents(row.compare_at_price),
    stock: Number(row.stock),
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    hasVariants: Boolean(row.has_variants),
  };
}

interface FacetRow {
  facet: "brand" | "category" | "size" | "colour" | "total" | "scope";
  value: string | null;
  n: number;
}

/** Facet counts plus 'total' (scope and filters) and 'scope' (scope alone) of a listing. */
function facetQuery(scope: ListingScope, filters: FilterState): SQL {
  const flags = filterConditions(filters, sql.raw("name"));
  const matchesExcept = (skip: Dimension | null) =>
    andAll(DIMENSIONS.filter((dimension) => dimension !== skip).map((dimension) => (flags[dimension] ? sql.raw(`m_${dimension}`) : null)));
  const colourMask = sql.raw("colour_mask");
  // The scoped rows once, then one count per dimension. The colour group (regular
  // expressions over the name, the costly part) is only worked out for the rows the
  // colour facet counts: those matching every other filter.
  return sql`
    WITH scoped AS MATERIALIZED (
      SELECT ${products.id} AS id, ${products.name} AS name, ${products.brand} AS brand, ${products.categorySlug} AS category_slug,
        ${optionsArray} AS options,
        ${andAll([flags.price])} AS m_price, ${andAll([flags.brand])} AS m_brand, ${andAll([flags.category])} AS m_category,
        ${andAll([flags.size])} AS m_size
      FROM ${products}
      WHERE ${scopeCondition(scope)}
    ), masked AS MATERIALIZED (
      SELECT scoped.*, CASE WHEN ${matchesExcept("colour")} THEN ${colourMaskSql(sql.raw("name"))} END AS colour_mask,
        ${andAll([flags.colour])} AS m_colour
      FROM scoped
    ), flagged AS MATERIALIZED (
      SELECT masked.*, CASE WHEN colour_mask IS NOT NULL THEN ${colourGroupFromMaskSql(colourMask)} END AS colour FROM masked
    )
    SELECT 'brand' AS facet, brand AS value, count(*)::int AS n FROM flagged
      WHERE brand IS NOT NULL AND ${matchesExcept("brand")} GROUP BY brand
    UNION ALL
    SELECT 'category', category_slug, count(*)::int FROM flagged
      WHERE category_slug IS NOT NULL AND ${matchesExcept("category")} GROUP BY category_slug
    UNION ALL
    SELECT 'colour', colour, count(*)::int FROM flagged WHERE ${matchesExcept("colour")} GROUP BY colour
    UNION ALL
    SELECT 'size', size.value, count(DISTINCT flagged.id)::int FROM flagged
      CROSS JOIN LATERAL (
        SELECT jsonb_array_elements_text(o.option->'values') AS value FROM jsonb_array_elements(flagged.options) AS o(option)
        WHERE o.option->>'name' IN (${sizeOptionNames}) AND jsonb_typeof(o.option->'values') = 'array'
      ) AS size
      WHERE ${matchesExcept("size")} GROUP BY size.value
    UNION ALL
    SELECT 'total', NULL, count(*)::int FROM flagged WHERE ${matchesExcept(null)}
    UNION ALL
    SELECT 'scope', NULL, count(*)::int FROM flagged
  `;
}

/**
 * One page of products of a scope with filters and sort order applied; no counting.
 * The sort runs over narrow rows (id and sort keys); only the page's rows are then read
 * in full. (Exported for the storefront benchmark, which times the search query alone.)
 */
export async function queryProductPage(db: Queryable, scope: ListingScope, filters: FilterState, pageSize = PAGE_SIZE): Promise<ProductSummary[]> {
  const conditions = filterConditions(filters);
  const keys = sortKeys(filters, scope);
  const keyColumns = sql.join(
    keys.map(([expression], index) => sql`${expression} AS ${sql.raw(`sort_${index}`)}`),
    sql`, `,
  );
  const order = (prefix: string) =>
    sql.raw(keys.map(([, direction], index) => `${prefix}sort_${index} ${direction}`).join(", "));
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
      SELECT ${summaryColumns} FROM (
        SELECT ${products.id} AS page_id, ${keyColumns}
        FROM ${products}
        WHERE ${scopeCondition(scope)} AND ${andAll(DIMENSIONS.map((dimension) => conditions[dimension]))}
        ORDER BY ${order("")}
        LIMIT ${pageSize} OFFSET ${(filters.page - 1) * pageSize}
      ) AS page
      JOIN ${products} ON ${products.id} = page.page_id
      ORDER BY ${order("page.")}
    `,
  );
  return rows.map(toSummary);
}

export interface ListOptions {
  pageSize?: number;
  /** Reuse facet counts of this process while the catalogue is unchanged (default true). */
  cacheFacets?: boolean;
}

/**
 * One page of a listing with its facet counts. Two queries: the facets (each dimension
 * counted with every other filter applied, so a choice shows how many products it leaves)
 * and the page itself. Only the page's products leave the database.
 */
export async function listProducts(db: Database, scope: ListingScope, filters: FilterState, options: ListOptions = {}): Promise<ProductListing> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const run = async (queryable: Queryable) => {
    const computeFacets = async () => queryRows<FacetRow>(queryable, facetQuery(scope, filters));
    const facetRows = options.cacheFacets === false ? await computeFacets() : await cachedFacets(db, scope, filters, computeFacets);
    const total = facetRows.find((row) => row.facet === "total")?.n ?? 0;
    const page = Math.min(filters.page, Math.max(1, Math.ceil(total / pageSize)));
    const pageProducts = total > 0 ? await queryProductPage(queryable, scope, { ...filters, page }, pageSize) : [];
    return { facetRows, total, page, pageProducts };
  };
  const { facetRows, total, page, pageProducts } = scope.kind === "search" ? await withSearchPlanning(db, run) : await run(db);
  const scopeTotal = facetRows.find((row) => row.facet === "scope")?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return {
    products: pageProducts,
    total,
    scopeTotal,
    page,
    pageCount,
    pageSize,
    facets: buildFacets(facetRows, filters),
    filters: { ...filters, page },
  };
}

// --- Facet cache ---------------------------------------------------------------------------

/**
 * Facet counts change only when the catalogue does, but computing them reads every row
 * of the scope (the colour group is derived from the name with regular expressions). So
 * each process keeps recent results per scope and filters, dropped as soon as the
 * catalogue version changes. The page of products itself is always read fresh.
 */
const MAX_CACHED_FACETS = 500;
const facetCaches = new WeakMap<Database, { version: string; entries: Map<string, Promise<FacetRow[]>> }>();

function scopeKey(scope: ListingScope): unknown {
  switch (scope.kind) {
    case "all":
      return "all";
    case "category":
      return ["category", scope.slug];
    case "brand":
      return ["brand", scope.brand.toLowerCase()];
    case "search":
      return ["search", scope.plan.words];
  }
}

async function cachedFacets(db: Database, scope: ListingScope, filters: FilterState, compute: () => Promise<FacetRow[]>): Promise<FacetRow[]> {
  const version = await catalogueVersion(db);
  let cache = facetCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    facetCaches.set(db, cache);
  }
  const sorted = (values: string[]) => [...values].sort();
  const key = JSON.stringify([
    scopeKey(scope),
    filters.minPrice,
    filters.maxPrice,
    sorted(filters.brands),
    sorted(filters.categories),
    filters.sizes,
    filters.colors,
  ]);
  const { entries } = cache;
  const hit = entries.get(key);
  if (hit) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const pending = compute();
  entries.set(key, pending);
  pending.catch(() => entries.delete(key));
  if (entries.size > MAX_CACHED_FACETS) entries.delete(entries.keys().next().value!);
  return pending;
}

const germanCollator = new Intl.Collator("de", { numeric: true, sensitivity: "base" });
const germanOrder = (a: string, b: string) => germanCollator.compare(a, b);

/** Size values in a natural order: XS … XXL, then numbers, then the rest. */
const SIZE_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];
function compareSizes(a: string, b: string): number {
  const rank = (value: string) => {
    const index = SIZE_ORDER.indexOf(value.toUpperCase());
    return index >= 0 ? index : SIZE_ORDER.length;
  };
  return rank(a) - rank(b) || germanOrder(a, b);
}

function buildFacets(rows: FacetRow[], filters: FilterState): ListingFacets {
  const counts = (facet: FacetRow["facet"]) =>
    new Map(rows.filter((row) => row.facet === facet && row.value !== null).map((row) => [row.value!, row.n]));

  const brandCounts = counts("brand");
  for (const brand of filters.brands) if (!brandCounts.has(brand)) brandCounts.set(brand, 0);
  const brands = [...brandCounts]
    .map(([value, count]) => ({ value, label: value, count, selected: filters.brands.includes(value) }))
    .sort((a, b) => germanOrder(a.label, b.label));

  // Categories are counted by their exact slug; a listed category also counts the
  // products of its listed subcategories, matching what choosing it shows.
  const exact = counts("category");
  const categorySlugs = new Set([...exact.keys(), ...filters.categories]);
  const categories: FacetValue[] = [...categorySlugs]
    .map((slug) => {
      const node = findCategoryBySlug(slug);
      const covered = node ? descendantSlugs(slug) : [slug];
      const count = covered.reduce((sum, covers) => sum + (exact.get(covers) ?? 0), 0);
      return { value: slug, label: node?.name ?? slug, count, selected: filters.categories.includes(slug) };
    })
    .sort((a, b) => germanOrder(a.label, b.label));

  const sizeCounts = counts("size");
  for (const size of filters.sizes) if (!sizeCounts.has(size)) sizeCounts.set(size, 0);
  const sizes = [...sizeCounts]
    .map(([value, count]) => ({ value, label: value, count, selected: filters.sizes.includes(value) }))
    .sort((a, b) => compareSizes(a.value, b.value));

  const colourCounts = counts("colour");
  const colors: FacetValue<ColourGroup>[] = COLOUR_GROUPS.map((group) => ({
    value: group,
    label: group,
    count: colourCounts.get(group) ?? 0,
    selected: filters.colors.includes(group),
  })).filter((facet) => facet.count > 0 || facet.selected);

  return { brands, categories, sizes, colors };
}
