import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { CATEGORY_TREE, categoryHref, descendantSlugs } from "./category-tree";
import { summaryColumns, toSummary, type SummaryRow } from "./product-listing.server";
import type { ProductSummary } from "./product-types";

/** Spec §9: up to 3 products per category on the home page, newest first. */
export const HOME_PRODUCTS_PER_CATEGORY = 3;

export interface HomeCategorySection {
  slug: string;
  name: string;
  href: string;
  subcategoryCount: number;
  products: ProductSummary[];
}

/**
 * Every top category with its number of subcategories and its newest products (those of
 * its subcategories included). One query: for each tree slug the index on
 * (category_slug, created_at) yields its 3 newest rows; the newest 3 per top category
 * are picked from those.
 */
export async function loadHomeSections(db: Database): Promise<HomeCategorySection[]> {
  const pairs = CATEGORY_TREE.flatMap((top) => descendantSlugs(top.slug).map((slug) => ({ slug, top: top.slug })));
  const values = sql.join(
    pairs.map((pair) => sql`(${pair.slug}::text, ${pair.top}::text)`),
    sql`, `,
  );
  const rows = await queryRows<SummaryRow & { top: string; created_at: string | Date }>(
    db,
    sql`
    SELECT tree.top, newest.* FROM (VALUES ${values}) AS tree(slug, top)
    CROSS JOIN LATERAL (
      SELECT ${summaryColumns}, ${products.createdAt} AS created_at FROM ${products}
      WHERE ${products.categorySlug} = tree.slug
      -- Exactly the index order, so each slug stops after 3 index entries.
      ORDER BY ${products.createdAt} DESC
      LIMIT ${HOME_PRODUCTS_PER_CATEGORY}
    ) AS newest
  `,
  );

  const byTop = new Map<string, Array<SummaryRow & { created_at: string | Date }>>();
  for (const row of rows) byTop.set(row.top, [...(byTop.get(row.top) ?? []), row]);
  const time = (value: string | Date) => new Date(value).getTime();

  return CATEGORY_TREE.map((top) => ({
    slug: top.slug,
    name: top.name,
    href: categoryHref(top.slug),
    subcategoryCount: top.children.length,
    products: (byTop.get(top.slug) ?? [])
      .sort((a, b) => time(b.created_at) - time(a.created_at) || (a.id < b.id ? 1 : -1))
      .slice(0, HOME_PRODUCTS_PER_CATEGORY)
      .map(toSummary),
  }));
}
