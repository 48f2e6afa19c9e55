import {
  bikeTopCategories,
  categoryAncestry,
  eBikeTopCategories,
  findCategoryBySlug,
} from "../../app/features/catalog/category-tree";
import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_PARTS,
  importCategoryFileUrl,
  type ImportCategory,
} from "../../app/features/imports/import-categories";
import { CatalogueRegistry, generateProducts, type DemoProduct, type MayhemTrait } from "./product-model";
import { createRng } from "./prng";

/**
 * Which CSV files the demo catalogue consists of and which products each holds.
 *
 * All products come from one pool generated against one registry, in a fixed order:
 * the category files first, then parts and accessories, the complex and the Mayhem files.
 * The mixed root files (products.csv, 5, 298, 500) and ebikes.csv reuse pool products, so a
 * handle always stands for exactly the same rows, whichever presets are imported.
 */

export interface PlannedFile {
  /** Path below the output folder, with '/' separators: 'csv-imports/trail-fullys.csv'. */
  readonly path: string;
  /** Admin import pages (routes below /admin) that read this file. */
  readonly presets: readonly string[];
  readonly products: readonly DemoProduct[];
  readonly category?: { readonly slug: string; readonly name: string };
}

export interface CataloguePlan {
  readonly files: readonly PlannedFile[];
  readonly registry: CatalogueRegistry;
}

/** Spec §2/§9 counts. */
export const ROOT_FILE_SIZES = {
  default: 50,
  test: 5,
  full: 298,
  large: 500,
  complex: 40,
  ebikes: 120,
  mayhem1: 26,
  mayhem2: 18,
} as const;
const ACCESSORY_POOL_SIZE = 120;
/** E-bike files feed ebikes.csv with 10 products each (12 × 10 = 120). */
const EBIKES_PER_CATEGORY = 10;

interface CategoryFile {
  readonly entry: ImportCategory;
  readonly presets: string[];
  readonly ebike: boolean;
}

/** The distinct category files: the same slug in two presets is one file. */
export function categoryFiles(): CategoryFile[] {
  const bySlug = new Map<string, CategoryFile>();
  const add = (entries: readonly ImportCategory[], preset: string, ebike: boolean) => {
    for (const entry of entries) {
      const existing = bySlug.get(entry.slug);
      if (existing) {
        if (existing.entry.categorySlug !== entry.categorySlug) {
          throw new Error(`Import file ${entry.slug} is used for two categories`);
        }
        if (!existing.presets.includes(preset)) existing.presets.push(preset);
      } else {
        bySlug.set(entry.slug, { entry, presets: [preset], ebike });
      }
    }
  };
  add(EBIKE_CATEGORY_FILES, "categorized-ebike-import", true);
  REGULAR_BIKE_IMPORT_PARTS.forEach((part, index) => add(part, `regular-bikes-import-${index + 1}`, false));
  add(CONSOLIDATED_BIKE_CATEGORIES, "consolidated-bike-import", false);
  return [...bySlug.values()];
}

/** Round-robin over several lists until all are used up. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

const COMPLEX_MIXES: readonly (readonly (string | null)[])[] = [
  [
    "e-bikes-fully",
    "trail-fullys",
    "e-bikes-hardtail",
    "cross-country-hardtails",
    "light-e-mtbs",
    "enduro-fullys",
    "spezielle-damen-fullys",
    "29-zoll-hardtails",
  ],
  [
    "e-bikes-trekking",
    "trekkingraeder-damen",
    "e-bikes-damen",
    "damen-cityraeder",
    "e-bikes-herren",
    "urban-bikes",
    "e-lastenraeder",
    "crossraeder-herren",
    "retro-bikes",
  ],
  [
    "strassenrennraeder",
    "gravel-bikes",
    null,
    "kinderraeder-20-zoll",
    "e-gravelbikes",
    "endurance-rennraeder",
    null,
    "kinder-mtbs-24-zoll",
    "faltraeder",
    "jugendraeder",
  ],
];

/** Each Mayhem case pairs a category (null: accessory) with the edge case it exercises. */
const MAYHEM_CASES: readonly (readonly [string | null, MayhemTrait | undefined])[] = [
  ["e-bikes-fully", "many-images"],
  ["e-bikes-fully", "three-options"],
  [null, "quote-title"],
  ["kinderraeder-16-zoll", "sold-out"],
  [null, "min-price"],
  ["e-bikes-fully", "max-price"],
  ["e-lastenraeder", "long-text"],
  ["trail-fullys", "partial-sale"],
  [null, "no-barcode"],
  ["hollandraeder", undefined],
  ["e-bikes-tiefeinsteiger", "sold-out"],
  ["lauflernraeder", "no-barcode"],
  ["mtb-fullys", "long-text"],
];

function mayhemProducts(seed: string, count: number, offset: number, registry: CatalogueRegistry): DemoProduct[] {
  const cases = [...MAYHEM_CASES.slice(offset), ...MAYHEM_CASES.slice(0, offset)];
  return generateProducts({
    seed,
    count,
    style: "mayhem",
    categorySlugs: cases.map(([slug]) => slug),
    traits: cases.map(([, trait]) => trait ?? "partial-sale"),
    registry,
  });
}

/** Top categories in the order the mixed files take them: E-Bikes and Fahrräder alternating. */
function groupOrder(): string[] {
  const eTops = eBikeTopCategories().map((node) => node.slug);
  const bikeTops = bikeTopCategories().map((node) => node.slug);
  const order = interleave([eTops, bikeTops]);
  // Parts and accessories come third, so even the 5-product test file has one.
  order.splice(2, 0, ACCESSORIES);
  return order;
}
const ACCESSORIES = "zubehoer";

export function planDemoCatalogue(): CataloguePlan {
  const registry = new CatalogueRegistry();

  const perCategory = categoryFiles().map((file) => {
    const countRng = createRng(`count/${file.entry.slug}`);
    const count = countRng.int(file.ebike ? EBIKES_PER_CATEGORY : 6, 15);
    const products = generateProducts({
      seed: `category/${file.entry.slug}`,
      count,
      categorySlugs: [file.entry.categorySlug],
      registry,
    });
    return { file, products };
  });
  const accessories = generateProducts({
    seed: "zubehoer",
    count: ACCESSORY_POOL_SIZE,
    categorySlugs: [null],
    registry,
  });
  const complex = COMPLEX_MIXES.map((mix, index) =>
    generateProducts({
      seed: `complex-${index + 1}`,
      count: ROOT_FILE_SIZES.complex,
      categorySlugs: mix,
      style: "complex",
      registry,
    }),
  );
  const mayhem1 = mayhemProducts("mayhem-1", ROOT_FILE_SIZES.mayhem1, 0, registry);
  const mayhem2 = mayhemProducts("mayhem-2", ROOT_FILE_SIZES.mayhem2, 4, registry);

  // Mixed files: round-robin over top categories, and within one over its files.
  const groups = new Map<string, DemoProduct[][]>();
  for (const { file, products } of perCategory) {
    const top = categoryAncestry(file.entry.categorySlug)?.[0]?.slug;
    if (!top) throw new Error(`Category ${file.entry.categorySlug} is not in the tree`);
    groups.set(top, [...(groups.get(top) ?? []), products]);
  }
  groups.set(ACCESSORIES, [accessories]);
  const mixed = interleave(groupOrder().map((slug) => interleave(groups.get(slug) ?? [])));
  if (mixed.length < ROOT_FILE_SIZES.large) throw new Error(`Only ${mixed.length} products for the 500-product file`);

  const ebikes = interleave(
    perCategory.filter(({ file }) => file.ebike).map(({ products }) => products.slice(0, EBIKES_PER_CATEGORY)),
  );

  const files: PlannedFile[] = [
    { path: "products.csv", presets: ["import"], products: mixed.slice(0, ROOT_FILE_SIZES.default) },
    { path: "test-products-5.csv", presets: ["dataset-import"], products: mixed.slice(0, ROOT_FILE_SIZES.test) },
    { path: "products-298.csv", presets: ["full-import"], products: mixed.slice(0, ROOT_FILE_SIZES.full) },
    { path: "products-500.csv", presets: ["custom-import"], products: mixed.slice(0, ROOT_FILE_SIZES.large) },
    ...complex.map((products, index) => ({
      path: `complex-import-${index + 1}.csv`,
      presets: ["complex-import"],
      products,
    })),
    { path: "ebikes.csv", presets: ["ebike-import"], products: ebikes },
    { path: "mayhem-1.csv", presets: ["mayhem-import"], products: mayhem1 },
    { path: "mayhem-2.csv", presets: ["mayhem-import"], products: mayhem2 },
    ...perCategory.map(({ file, products }) => {
      const node = findCategoryBySlug(file.entry.categorySlug);
      return {
        path: importCategoryFileUrl(file.entry.slug).replace(/^\//, ""),
        presets: file.presets,
        products,
        category: { slug: file.entry.categorySlug, name: node?.name ?? file.entry.name },
      };
    }),
  ];
  return { files, registry };
}
