import { slugify } from "../../utils/slugify";
import { CATEGORY_TREE, categoryHref, resolveCategoryPath, type CategoryNode, type CategoryPathSegment } from "./category-tree";

export type CategoryRouteMatch =
  /** The URL is the category's canonical slug path. */
  | { kind: "category"; node: CategoryNode; path: CategoryPathSegment[] }
  /** The URL names a category another way (its name, other letter case): go to the slug path. */
  | { kind: "redirect"; href: string }
  /** Not in the tree: the page shows the decoded URL text (spec §2). */
  | { kind: "unknown"; path: CategoryPathSegment[] };

/**
 * Resolves the segments of /category/{main}/{sub}/{subsub}. Besides slugs it accepts
 * category names ('/category/E-Mountainbikes', '/category/MTB%20Fullys') – the product
 * page's breadcrumb links by encoded name, as the spec describes – and redirects them
 * to the slug path, so every category has one URL.
 */
export function matchCategoryRoute(segments: readonly string[]): CategoryRouteMatch {
  let siblings: readonly CategoryNode[] = CATEGORY_TREE;
  let node: CategoryNode | undefined;
  let exact = true;
  for (const segment of segments) {
    const direct = siblings.find((candidate) => candidate.slug === segment);
    const bySlugified = direct ?? siblings.find((candidate) => candidate.slug === slugify(segment));
    if (!bySlugified) return { kind: "unknown", path: resolveCategoryPath(segments) };
    if (!direct) exact = false;
    node = bySlugified;
    siblings = bySlugified.children;
  }
  if (!node) return { kind: "unknown", path: [] };
  if (!exact) return { kind: "redirect", href: categoryHref(node.slug) };
  return { kind: "category", node, path: resolveCategoryPath(segments) };
}

/** '/category/Mountainbikes/MTB%20Fullys': the link by encoded category names (spec §2 product breadcrumb). */
export function categoryNameHref(names: readonly string[]): string {
  return `/category/${names.map(encodeURIComponent).join("/")}`;
}
