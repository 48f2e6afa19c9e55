import { describe, expect, it } from "vitest";
import { slugify } from "../../utils/slugify";
import {
  allCategories,
  bikeTopCategories,
  descendantSlugs,
  eBikeTopCategories,
  findCategoryBySlug,
} from "../catalog/category-tree";
import {
  CONSOLIDATED_BIKE_CATEGORIES,
  EBIKE_CATEGORY_FILES,
  REGULAR_BIKE_IMPORT_CATEGORIES,
  REGULAR_BIKE_IMPORT_PARTS,
  importCategoryFileUrl,
  type ImportCategory,
} from "./import-categories";

const ALL_LISTS: Record<string, readonly ImportCategory[]> = {
  regular: REGULAR_BIKE_IMPORT_CATEGORIES,
  consolidated: CONSOLIDATED_BIKE_CATEGORIES,
  ebike: EBIKE_CATEGORY_FILES,
};

function slugsBelow(tops: readonly { slug: string }[]): Set<string> {
  return new Set(tops.flatMap((top) => descendantSlugs(top.slug)));
}

function leavesBelow(tops: readonly { slug: string }[]): string[] {
  const below = slugsBelow(tops);
  return allCategories()
    .filter((node) => node.children.length === 0 && below.has(node.slug))
    .map((node) => node.slug);
}

function namesAndSlugs(list: readonly ImportCategory[]): [string, string][] {
  return list.map((entry) => [entry.name, entry.slug]);
}

describe("regular bike import parts", () => {
  it("have 10, 10, 10 and 13 categories, 43 distinct in total", () => {
    expect(REGULAR_BIKE_IMPORT_PARTS.map((part) => part.length)).toEqual([10, 10, 10, 13]);
    expect(REGULAR_BIKE_IMPORT_CATEGORIES).toHaveLength(43);
    expect(new Set(REGULAR_BIKE_IMPORT_CATEGORIES.map((entry) => entry.slug)).size).toBe(43);
    expect(new Set(REGULAR_BIKE_IMPORT_CATEGORIES.map((entry) => entry.name)).size).toBe(43);
  });

  it("part 3 is the spec's list of children's bikes and wheel sizes", () => {
    expect(namesAndSlugs(REGULAR_BIKE_IMPORT_PARTS[2])).toEqual([
      ["Jugendräder", "jugendraeder"],
      ["Kinderräder 12 Zoll", "kinderraeder-12-zoll"],
      ["Kinderräder 14 Zoll", "kinderraeder-14-zoll"],
      ["Kinderräder 16 Zoll", "kinderraeder-16-zoll"],
      ["Kinderräder 18 Zoll", "kinderraeder-18-zoll"],
      ["Kinderräder 20 Zoll", "kinderraeder-20-zoll"],
      ["Kinderräder 24 Zoll", "kinderraeder-24-zoll"],
      ["Lauflernräder", "lauflernraeder"],
      ["MTB 29 Zoll", "mtb-29-zoll"],
      ["MTB 27,5 Zoll (650B)", "mtb-275-zoll-650b"],
    ]);
  });

  it("part 4 (the finale) is the spec's list of 13", () => {
    expect(namesAndSlugs(REGULAR_BIKE_IMPORT_PARTS[3])).toEqual([
      ["MTB Fullys", "mtb-fullys"],
      ["MTB Hardtails", "mtb-hardtails"],
      ["Retro Bikes", "retro-bikes"],
      ["Spezielle Damen Fullys", "spezielle-damen-fullys"],
      ["Spezielle Damen Hardtails", "spezielle-damen-hardtails"],
      ["Straßenrennräder", "strassenrennraeder"],
      ["Touren-Trail Hardtails", "touren-trail-hardtails"],
      ["Trail Fullys", "trail-fullys"],
      ["Trekkingräder Damen", "trekkingraeder-damen"],
      ["Trekkingräder Herren", "trekkingraeder-herren"],
      ["Urban Bikes", "urban-bikes"],
      ["Crossräder Damen", "crossraeder-damen"],
      ["Crossräder Herren", "crossraeder-herren"],
    ]);
  });

  it("stay within the 'Fahrräder' menu and cover every one of its leaf categories", () => {
    const regular = slugsBelow(bikeTopCategories());
    for (const entry of REGULAR_BIKE_IMPORT_CATEGORIES) expect(regular.has(entry.categorySlug)).toBe(true);
    const imported = new Set(REGULAR_BIKE_IMPORT_CATEGORIES.map((entry) => entry.categorySlug));
    expect(leavesBelow(bikeTopCategories()).filter((slug) => !imported.has(slug))).toEqual([]);
  });
});

describe("consolidated bike import", () => {
  it("has 18 category files", () => {
    expect(CONSOLIDATED_BIKE_CATEGORIES).toHaveLength(18);
    expect(new Set(CONSOLIDATED_BIKE_CATEGORIES.map((entry) => entry.slug)).size).toBe(18);
  });

  it("splits the 'Fahrräder' menu without gaps or overlaps", () => {
    const covered = CONSOLIDATED_BIKE_CATEGORIES.flatMap((entry) => descendantSlugs(entry.categorySlug));
    const leaves = leavesBelow(bikeTopCategories());
    for (const leaf of leaves) expect(covered.filter((slug) => slug === leaf)).toHaveLength(1);
    expect(new Set(covered).size).toBe(covered.length);
  });
});

describe("e-bike category files", () => {
  it("has 12 files, all in the 'E-Bikes' menu", () => {
    expect(EBIKE_CATEGORY_FILES).toHaveLength(12);
    expect(new Set(EBIKE_CATEGORY_FILES.map((entry) => entry.slug)).size).toBe(12);
    const eBikes = slugsBelow(eBikeTopCategories());
    for (const entry of EBIKE_CATEGORY_FILES) expect(eBikes.has(entry.categorySlug)).toBe(true);
  });

  it("give every e-bike leaf category its own file", () => {
    const imported = new Set(EBIKE_CATEGORY_FILES.map((entry) => entry.categorySlug));
    expect(leavesBelow(eBikeTopCategories()).filter((slug) => !imported.has(slug))).toEqual([]);
  });
});

describe.each(Object.entries(ALL_LISTS))("%s import list", (_, list) => {
  it("lands every file on an existing tree node with the tree's name", () => {
    for (const entry of list) {
      const node = findCategoryBySlug(entry.categorySlug);
      expect(node, entry.categorySlug).toBeDefined();
      expect(entry.name).toBe(node?.name);
    }
  });

  it("names each CSV file after its category", () => {
    for (const entry of list) {
      expect(entry.slug).toBe(slugify(entry.name));
      expect(importCategoryFileUrl(entry.slug)).toBe(`/csv-imports/${entry.slug}.csv`);
    }
  });
});
