import { slugify } from "../../utils/slugify";

export interface CategoryNode {
  readonly name: string;
  readonly slug: string;
  readonly children: readonly CategoryNode[];
}

export interface CategoryPathSegment {
  slug: string;
  name: string;
  known: boolean;
}

/** Routes go at most three levels deep: /category/{main}/{sub}/{subsub}. */
export const MAX_CATEGORY_DEPTH = 3;

function category(name: string, children: readonly CategoryNode[] = []): CategoryNode {
  return Object.freeze({ name, slug: slugify(name), children: Object.freeze([...children]) });
}

/**
 * The fixed category tree (spec §3). A product stores only its most specific category
 * slug, so slugs are unique across the whole tree, not just among siblings.
 *
 * Where the spec only gives a count, sub-names follow the usual German shop wording.
 * Mountainbike subcategories carry the 'MTB' names the regular-bike import uses
 * ('MTB 29 Zoll', 'MTB 27,5 Zoll (650B)'), so menus and imports show the same names.
 */
export const CATEGORY_TREE: readonly CategoryNode[] = Object.freeze([
  category("E-Mountainbikes", [
    category("E-Bikes Hardtail"),
    category("E-Bikes Fully"),
    category("Light E-MTBs"),
  ]),
  category("E-Bikes Trekking"),
  category("E-Bikes City", [
    category("E-Bikes Damen"),
    category("E-Bikes Herren"),
    category("E-Bikes Tiefeinsteiger"),
    category("E-Lastenräder"),
    category("E-Falträder"),
  ]),
  category("E-Gravelbikes"),
  category("E-Bikes Kinder"),
  category("Mountainbikes", [
    category("MTB Hardtails", [
      category("Cross-Country Hardtails"),
      category("Touren-Trail Hardtails"),
      category("Spezielle Damen Hardtails"),
      category("Dirtbikes"),
    ]),
    category("MTB Fullys", [
      category("Trail Fullys"),
      category("Cross-Country Fullys"),
      category("Enduro Fullys"),
      category("Downhill Fullys"),
      category("Spezielle Damen Fullys"),
    ]),
    category("MTB 29 Zoll", [category("29 Zoll Hardtails"), category("29 Zoll Fullys")]),
    category("MTB 27,5 Zoll (650B)", [
      category("27,5 Zoll Hardtails"),
      category("27,5 Zoll Fullys"),
    ]),
    category("Jugend- und Kinder-MTBs", [
      category("Kinder-MTBs 20 Zoll"),
      category("Kinder-MTBs 24 Zoll"),
      category("Jugend-MTBs 26 Zoll"),
    ]),
  ]),
  category("Rennräder", [
    category("Straßenrennräder"),
    category("Endurance-Rennräder"),
    category("Cyclocross-Räder"),
  ]),
  category("Gravel Bikes"),
  category("Trekkingräder", [
    category("Trekkingräder Damen"),
    category("Trekkingräder Herren"),
    category("Trekkingräder Tiefeinsteiger"),
    category("Crossräder", [category("Crossräder Damen"), category("Crossräder Herren")]),
  ]),
  category("Cityräder", [
    category("Damen Cityräder"),
    category("Herren Cityräder"),
    category("Hollandräder"),
    category("Urban Bikes"),
    category("Retro Bikes"),
    category("Falträder"),
  ]),
  category("Kinderfahrräder", [
    category("Lauflernräder"),
    category("Kinderräder 12 Zoll"),
    category("Kinderräder 14 Zoll"),
    category("Kinderräder 16 Zoll"),
    category("Kinderräder 18 Zoll"),
    category("Kinderräder 20 Zoll"),
    category("Kinderräder 24 Zoll"),
    category("Jugendräder"),
  ]),
]);

// Lookup tables, built once at module load.
const nodesBySlug = new Map<string, CategoryNode>();
const ancestryBySlug = new Map<string, readonly CategoryNode[]>();
const descendantsBySlug = new Map<string, readonly string[]>();
const flattened: CategoryNode[] = [];

function index(node: CategoryNode, ancestors: readonly CategoryNode[]): readonly string[] {
  // Duplicate slugs would make a product's category ambiguous; fail loudly at start.
  if (nodesBySlug.has(node.slug)) {
    throw new Error(`Duplicate category slug in CATEGORY_TREE: ${node.slug}`);
  }
  const ancestry = Object.freeze([...ancestors, node]);
  if (ancestry.length > MAX_CATEGORY_DEPTH) {
    throw new Error(`Category ${node.slug} is deeper than ${MAX_CATEGORY_DEPTH} levels`);
  }
  nodesBySlug.set(node.slug, node);
  ancestryBySlug.set(node.slug, ancestry);
  flattened.push(node);
  const descendants = [node.slug];
  for (const child of node.children) descendants.push(...index(child, ancestry));
  descendantsBySlug.set(node.slug, Object.freeze(descendants));
  return descendants;
}
for (const top of CATEGORY_TREE) index(top, []);

const allCategoryNodes: readonly CategoryNode[] = Object.freeze(flattened);

/** Top categories named 'E-…' form the 'E-Bikes' menu; the others the 'Fahrräder' menu. */
export function isEBikeTopCategory(node: CategoryNode): boolean {
  return node.name.startsWith("E-");
}

const eBikeTops: readonly CategoryNode[] = Object.freeze(CATEGORY_TREE.filter(isEBikeTopCategory));
const bikeTops: readonly CategoryNode[] = Object.freeze(
  CATEGORY_TREE.filter((node) => !isEBikeTopCategory(node)),
);

export function eBikeTopCategories(): readonly CategoryNode[] {
  return eBikeTops;
}

export function bikeTopCategories(): readonly CategoryNode[] {
  return bikeTops;
}

export function findCategoryBySlug(slug: string): CategoryNode | undefined {
  return nodesBySlug.get(slug);
}

/** The path from the top category down to and including `slug`, or undefined if unknown. */
export function categoryAncestry(slug: string): readonly CategoryNode[] | undefined {
  return ancestryBySlug.get(slug);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed escapes such as '%E0%A4%A' must not break the category page.
    return segment;
  }
}

/**
 * Names for the breadcrumb of /category/{main}/{sub}/{subsub}. A segment is `known` only
 * while the path follows the tree (each slug a child of the previous one); from the first
 * segment that does not, the decoded URL text is shown instead (spec: "if the slug is
 * unknown the decoded URL text is used").
 */
export function resolveCategoryPath(slugs: readonly string[]): CategoryPathSegment[] {
  let siblings: readonly CategoryNode[] | undefined = CATEGORY_TREE;
  return slugs.map((slug) => {
    const node: CategoryNode | undefined = siblings?.find((candidate) => candidate.slug === slug);
    siblings = node?.children;
    return node
      ? { slug, name: node.name, known: true }
      : { slug, name: decodeSegment(slug), known: false };
  });
}

/**
 * The slug itself plus every slug below it: a category lists the products of its
 * subcategories too. Empty for an unknown slug.
 */
export function descendantSlugs(slug: string): string[] {
  return [...(descendantsBySlug.get(slug) ?? [])];
}

/** '/category/top/sub/subsub' for a known slug; an unknown slug is linked as a single level. */
export function categoryHref(slug: string): string {
  const ancestry = ancestryBySlug.get(slug);
  const segments = ancestry ? ancestry.map((node) => node.slug) : [slug];
  return `/category/${segments.map(encodeURIComponent).join("/")}`;
}

/** Every node, depth-first in menu order. */
export function allCategories(): readonly CategoryNode[] {
  return allCategoryNodes;
}
