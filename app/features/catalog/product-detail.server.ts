import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { productVariants, products } from "../../db/schema";
import { toCents } from "../../utils/money";
import { categoryNameHref } from "./category-route";
import { categoryAncestry, categoryHref } from "./category-tree";
import { sanitizeProductHtml } from "./description.server";
import { htmlToText } from "./html-text";
import type { BreadcrumbCategory, ProductDetail, ProductImageView } from "./product-types";
import { parseSpecifications } from "./specifications";

/** Spec §5: the parameter is an own-database id only if it matches the UUID pattern. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images as stored (objects or, in older rows, plain URLs), else the single image_url. */
function normaliseImages(raw: unknown, imageUrl: string | null, name: string): ProductImageView[] {
  const list = Array.isArray(raw) ? raw : [];
  const images = list
    .map((entry): ProductImageView | null => {
      if (typeof entry === "string") return entry ? { url: entry, alt: name } : null;
      if (entry && typeof entry === "object" && typeof (entry as { url?: unknown }).url === "string") {
        const { url, alt } = entry as { url: string; alt?: unknown };
        return { url, alt: typeof alt === "string" && alt.trim() ? alt : name };
      }
      return null;
    })
    .filter((image): image is ProductImageView => image !== null);
  if (images.length === 0 && imageUrl) images.push({ url: imageUrl, alt: name });
  return images;
}

function breadcrumbCategories(row: { categorySlug: string | null; category: string | null; subcategory: string | null }): BreadcrumbCategory[] {
  const ancestry = row.categorySlug ? categoryAncestry(row.categorySlug) : undefined;
  if (ancestry) {
    return ancestry.map((node, index) => ({
      name: node.name,
      href: categoryHref(node.slug),
      nameHref: categoryNameHref(ancestry.slice(0, index + 1).map((entry) => entry.name)),
    }));
  }
  // A category outside the tree: link its name, the category page shows the text.
  return row.category ? [{ name: row.category, href: categoryNameHref([row.category]), nameHref: categoryNameHref([row.category]) }] : [];
}

/**
 * The product for /product/{param}: by id when the parameter is a UUID, otherwise by
 * handle. Null when there is none (the external catalogue fallback hooks in here).
 */
export async function findProduct(db: Database, param: string): Promise<ProductDetail | null> {
  const where = UUID_PATTERN.test(param) ? eq(products.id, param.toLowerCase()) : eq(products.handle, param);
  const [row] = await db.select().from(products).where(where).limit(1);
  if (!row) return null;
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));

  const options = (Array.isArray(row.options) ? row.options : [])
    .filter((option) => option && typeof option.name === "string" && Array.isArray(option.values))
    .map((option) => ({ name: option.name, values: option.values.map(String) }));

  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    brand: row.brand,
    descriptionHtml: sanitizeProductHtml(row.description),
    descriptionText: htmlToText(row.description),
    specifications: parseSpecifications(row.description),
    priceCents: toCents(row.price),
    compareAtPriceCents: row.compareAtPrice === null ? null : toCents(row.compareAtPrice),
    stock: row.stock,
    sku: row.sku,
    ean: row.ean,
    categories: breadcrumbCategories(row),
    images: normaliseImages(row.images, row.imageUrl, row.name),
    options,
    variants: variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      priceCents: toCents(variant.price),
      compareAtPriceCents: variant.compareAtPrice === null ? null : toCents(variant.compareAtPrice),
      stock: variant.stock,
      selectedOptions: Array.isArray(variant.selectedOptions) ? variant.selectedOptions : [],
      sku: variant.sku,
      imageUrl: variant.imageUrl,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
