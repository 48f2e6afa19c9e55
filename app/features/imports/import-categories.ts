import { findCategoryBySlug } from "../catalog/category-tree";

/**
 * One category file of an import preset: `slug` names the CSV file
 * (/csv-imports/{slug}.csv), `categorySlug` is the tree node its products land in.
 */
export interface ImportCategory {
  readonly name: string;
  readonly slug: string;
  readonly categorySlug: string;
}

/**
 * An import category for a tree node; the name is taken from the tree so the admin
 * pages show exactly the names of the shop menus. Throws at module load for a slug
 * that is not in the tree, so a preset can never point at a missing category.
 */
function treeCategory(slug: string): ImportCategory {
  const node = findCategoryBySlug(slug);
  if (!node) throw new Error(`Import category ${slug} is not in CATEGORY_TREE`);
  return Object.freeze({ name: node.name, slug, categorySlug: node.slug });
}

function treeCategories(slugs: readonly string[]): readonly ImportCategory[] {
  return Object.freeze(slugs.map(treeCategory));
}

export function importCategoryFileUrl(slug: string): string {
  return `/csv-imports/${slug}.csv`;
}

// Parts 1 and 2 are not listed in the spec: they hold every regular-bike leaf category
// that parts 3 and 4 leave out, in slug order, so the four parts together cover the
// whole 'Fahrräder' tree down to its leaves (spec: 10, 10, 10, 13 = 43 categories).
const REGULAR_PART_1 = treeCategories([
  "275-zoll-fullys",
  "275-zoll-hardtails",
  "29-zoll-fullys",
  "29-zoll-hardtails",
  "cross-country-fullys",
  "cross-country-hardtails",
  "cyclocross-raeder",
  "damen-cityraeder",
  "dirtbikes",
  "downhill-fullys",
]);

const REGULAR_PART_2 = treeCategories([
  "endurance-rennraeder",
  "enduro-fullys",
  "faltraeder",
  "gravel-bikes",
  "herren-cityraeder",
  "hollandraeder",
  "jugend-mtbs-26-zoll",
  "kinder-mtbs-20-zoll",
  "kinder-mtbs-24-zoll",
  "trekkingraeder-tiefeinsteiger",
]);

// Spec §2, "Part 3 categories", in the spec's order.
const REGULAR_PART_3 = treeCategories([
  "jugendraeder",
  "kinderraeder-12-zoll",
  "kinderraeder-14-zoll",
  "kinderraeder-16-zoll",
  "kinderraeder-18-zoll",
  "kinderraeder-20-zoll",
  "kinderraeder-24-zoll",
  "lauflernraeder",
  "mtb-29-zoll",
  "mtb-275-zoll-650b",
]);

// Spec §2, "Part 4 categories (13)", in the spec's order.
const REGULAR_PART_4 = treeCategories([
  "mtb-fullys",
  "mtb-hardtails",
  "retro-bikes",
  "spezielle-damen-fullys",
  "spezielle-damen-hardtails",
  "strassenrennraeder",
  "touren-trail-hardtails",
  "trail-fullys",
  "trekkingraeder-damen",
  "trekkingraeder-herren",
  "urban-bikes",
  "crossraeder-damen",
  "crossraeder-herren",
]);

/** /admin/regular-bikes-import-1 … -4. */
export const REGULAR_BIKE_IMPORT_PARTS: readonly [
  readonly ImportCategory[],
  readonly ImportCategory[],
  readonly ImportCategory[],
  readonly ImportCategory[],
] = Object.freeze([REGULAR_PART_1, REGULAR_PART_2, REGULAR_PART_3, REGULAR_PART_4] as const);

/** All 43 regular-bike import categories, parts 1 to 4 in order. */
export const REGULAR_BIKE_IMPORT_CATEGORIES: readonly ImportCategory[] = Object.freeze(
  REGULAR_BIKE_IMPORT_PARTS.flat(),
);

/**
 * /admin/consolidated-bike-import: 18 broader files. Together they split the whole
 * 'Fahrräder' tree without overlap; each file's products land on the node itself,
 * which lists the products of its subcategories too.
 */
export const CONSOLIDATED_BIKE_CATEGORIES: readonly ImportCategory[] = treeCategories([
  "mtb-hardtails",
  "mtb-fullys",
  "mtb-29-zoll",
  "mtb-275-zoll-650b",
  "jugend-und-kinder-mtbs",
  "rennraeder",
  "gravel-bikes",
  "trekkingraeder-damen",
  "trekkingraeder-herren",
  "trekkingraeder-tiefeinsteiger",
  "crossraeder",
  "damen-cityraeder",
  "herren-cityraeder",
  "hollandraeder",
  "urban-bikes",
  "retro-bikes",
  "faltraeder",
  "kinderfahrraeder",
]);

/**
 * /admin/categorized-ebike-import and /admin/import-ebikes-categories: 12 e-bike files,
 * one per leaf of the 'E-Bikes' menu plus 'E-Bikes City' itself for city e-bikes that
 * fit none of its five subcategories.
 */
export const EBIKE_CATEGORY_FILES: readonly ImportCategory[] = treeCategories([
  "e-bikes-hardtail",
  "e-bikes-fully",
  "light-e-mtbs",
  "e-bikes-trekking",
  "e-bikes-city",
  "e-bikes-damen",
  "e-bikes-herren",
  "e-bikes-tiefeinsteiger",
  "e-lastenraeder",
  "e-faltraeder",
  "e-gravelbikes",
  "e-bikes-kinder",
]);
