import { categoryAncestry } from "../catalog/category-tree";
import { slugify } from "../../utils/slugify";

/** Where an imported product lands: the tree node plus the names products.category/subcategory hold. */
export interface CategoryAssignment {
  categorySlug: string;
  /** Name of the top-level node. */
  category: string;
  /** Name of the second-level node; null when the product sits on a top-level node. */
  subcategory: string | null;
}

/** The assignment for a slug of the fixed tree, or null if the tree has no such node. */
export function assignCategory(slug: string): CategoryAssignment | null {
  const ancestry = categoryAncestry(slug);
  const [top, second] = ancestry ?? [];
  if (!top) return null;
  return { categorySlug: slug, category: top.name, subcategory: second?.name ?? null };
}

/**
 * The first value that names a tree node, by name or slug, in any letter case
 * ('Trekkingräder', 'trekkingraeder', 'TREKKINGRÄDER'). Shopify's taxonomy paths
 * ('Sporting Goods > … > Gravel Bikes') are matched by their last segment too.
 */
export function deriveCategory(values: Iterable<string | null>): CategoryAssignment | null {
  for (const value of values) {
    if (!value) continue;
    const candidates = value.includes(">") ? [value, value.slice(value.lastIndexOf(">") + 1)] : [value];
    for (const candidate of candidates) {
      // slugify maps a node's name to exactly its slug and leaves a slug unchanged.
      const assignment = assignCategory(slugify(candidate));
      if (assignment) return assignment;
    }
  }
  return null;
}
