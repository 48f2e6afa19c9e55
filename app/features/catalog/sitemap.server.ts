import { asc, count, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { FEATURED_BRANDS } from "./brands";
import { allCategories, categoryHref } from "./category-tree";
import { absoluteUrl } from "./seo";

/** The sitemap protocol allows 50,000 URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Products per file once the catalogue needs a sitemap index. */
export const SITEMAP_PRODUCTS_PER_FILE = 45_000;

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);
}

function urlset(baseUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${escapeXml(absoluteUrl(baseUrl, url.path))}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** Home, every category of the tree and the five brand pages. */
function staticUrls(): SitemapUrl[] {
  return [
    { path: "/" },
    ...allCategories().map((node) => ({ path: categoryHref(node.slug) })),
    ...FEATURED_BRANDS.map((brand) => ({ path: `/brand/${encodeURIComponent(brand.name)}` })),
  ];
}

async function productUrls(db: Database, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ handle: products.handle, updatedAt: sql<string>`to_char(${products.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` })
    .from(products)
    .orderBy(asc(products.handle))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: `/product/${encodeURIComponent(row.handle)}`, lastmod: row.updatedAt }));
}

/**
 * /sitemap.xml: one file with all categories, brands and products while they fit in
 * 50,000 URLs, otherwise a sitemap index over `?seite=0` (categories and brands) and
 * `?seite=1…n` (products). Null for a page that does not exist.
 */
export async function renderSitemap(db: Database, baseUrl: string, page: number | null): Promise<string | null> {
  const [row] = await db.select({ value: count() }).from(products);
  const productCount = Number(row?.value ?? 0);
  const fixed = staticUrls();
  const productPages = Math.ceil(productCount / SITEMAP_PRODUCTS_PER_FILE);

  if (page === null) {
    if (fixed.length + productCount <= SITEMAP_URL_LIMIT) {
      return urlset(baseUrl, [...fixed, ...(await productUrls(db, 0, productCount))]);
    }
    const files = Array.from({ length: productPages + 1 }, (_, index) => absoluteUrl(baseUrl, `/sitemap.xml?seite=${index}`));
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>`)
      .join("\n")}\n</sitemapindex>\n`;
  }
  if (page === 0) return urlset(baseUrl, fixed);
  if (page < 1 || page > productPages) return null;
  return urlset(baseUrl, await productUrls(db, (page - 1) * SITEMAP_PRODUCTS_PER_FILE, SITEMAP_PRODUCTS_PER_FILE));
}

/** robots.txt: keeps the back office, checkout, sign-in and APIs out of search engines. */
export function renderRobotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /checkout",
    "Disallow: /auth",
    "Disallow: /order-success",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
