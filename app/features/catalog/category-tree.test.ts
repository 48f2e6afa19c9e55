import { describe, expect, it } from "vitest";
import { slugify } from "../../utils/slugify";
import {
  CATEGORY_TREE,
  MAX_CATEGORY_DEPTH,
  allCategories,
  bikeTopCategories,
  categoryAncestry,
  categoryHref,
  descendantSlugs,
  eBikeTopCategories,
  findCategoryBySlug,
  isEBikeTopCategory,
  resolveCategoryPath,
  type CategoryNode,
} from "./category-tree";

function depthOf(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(depthOf));
}

function childNames(slug: string): string[] {
  return (findCategoryBySlug(slug)?.children ?? []).map((child) => child.name);
}

describe("category tree", () => {
  it("derives every slug from its name with slugify", () => {
    for (const node of allCategories()) expect(node.slug).toBe(slugify(node.name));
  });

  it("has globally unique slugs and names", () => {
    const nodes = allCategories();
    expect(new Set(nodes.map((node) => node.slug)).size).toBe(nodes.length);
    expect(new Set(nodes.map((node) => node.name)).size).toBe(nodes.length);
  });

  it("is at most three levels deep, as the category routes are", () => {
    expect(MAX_CATEGORY_DEPTH).toBe(3);
    for (const top of CATEGORY_TREE) expect(depthOf(top)).toBeLessThanOrEqual(3);
    expect(Math.max(...CATEGORY_TREE.map(depthOf))).toBe(3);
  });

  it("has the top categories of the spec in menu order", () => {
    expect(CATEGORY_TREE.map((node) => node.name)).toEqual([
      "E-Mountainbikes",
      "E-Bikes Trekking",
      "E-Bikes City",
      "E-Gravelbikes",
      "E-Bikes Kinder",
      "Mountainbikes",
      "Rennräder",
      "Gravel Bikes",
      "Trekkingräder",
      "Cityräder",
      "Kinderfahrräder",
    ]);
  });

  it("has the subcategory counts and names the spec fixes", () => {
    expect(childNames("e-mountainbikes")).toEqual(["E-Bikes Hardtail", "E-Bikes Fully", "Light E-MTBs"]);
    expect(childNames("e-bikes-city")).toHaveLength(5);
    expect(childNames("rennraeder")).toHaveLength(3);
    expect(childNames("cityraeder")).toHaveLength(6);
    expect(childNames("trekkingraeder")).toContain("Crossräder");
    expect(childNames("kinderfahrraeder")).toEqual([
      "Lauflernräder",
      "Kinderräder 12 Zoll",
      "Kinderräder 14 Zoll",
      "Kinderräder 16 Zoll",
      "Kinderräder 18 Zoll",
      "Kinderräder 20 Zoll",
      "Kinderräder 24 Zoll",
      "Jugendräder",
    ]);
    const mountainbikes = findCategoryBySlug("mountainbikes");
    expect(mountainbikes?.children).toHaveLength(5);
    for (const sub of mountainbikes?.children ?? []) expect(sub.children.length).toBeGreaterThan(0);
  });

  it("splits the top categories into the 'E-Bikes' and 'Fahrräder' menus by the 'E-' prefix", () => {
    expect(eBikeTopCategories().map((node) => node.slug)).toEqual([
      "e-mountainbikes",
      "e-bikes-trekking",
      "e-bikes-city",
      "e-gravelbikes",
      "e-bikes-kinder",
    ]);
    expect(bikeTopCategories().map((node) => node.slug)).toEqual([
      "mountainbikes",
      "rennraeder",
      "gravel-bikes",
      "trekkingraeder",
      "cityraeder",
      "kinderfahrraeder",
    ]);
    expect(eBikeTopCategories().length + bikeTopCategories().length).toBe(CATEGORY_TREE.length);
    expect(isEBikeTopCategory({ name: "Light E-MTBs", slug: "light-e-mtbs", children: [] })).toBe(false);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(CATEGORY_TREE)).toBe(true);
    expect(Object.isFrozen(CATEGORY_TREE[0])).toBe(true);
    expect(Object.isFrozen(CATEGORY_TREE[0]?.children)).toBe(true);
  });
});

describe("findCategoryBySlug and categoryAncestry", () => {
  it("finds nodes on every level", () => {
    expect(findCategoryBySlug("rennraeder")?.name).toBe("Rennräder");
    expect(findCategoryBySlug("mtb-275-zoll-650b")?.name).toBe("MTB 27,5 Zoll (650B)");
    expect(findCategoryBySlug("crossraeder-damen")?.name).toBe("Crossräder Damen");
    expect(findCategoryBySlug("gibt-es-nicht")).toBeUndefined();
  });

  it("returns the path from the top category down to the slug", () => {
    expect(categoryAncestry("crossraeder-herren")?.map((node) => node.slug)).toEqual([
      "trekkingraeder",
      "crossraeder",
      "crossraeder-herren",
    ]);
    expect(categoryAncestry("e-gravelbikes")?.map((node) => node.slug)).toEqual(["e-gravelbikes"]);
    expect(categoryAncestry("gibt-es-nicht")).toBeUndefined();
  });
});

describe("resolveCategoryPath", () => {
  it("names a consistent path from the tree", () => {
    expect(resolveCategoryPath(["mountainbikes", "mtb-fullys", "trail-fullys"])).toEqual([
      { slug: "mountainbikes", name: "Mountainbikes", known: true },
      { slug: "mtb-fullys", name: "MTB Fullys", known: true },
      { slug: "trail-fullys", name: "Trail Fullys", known: true },
    ]);
  });

  it("uses the decoded URL text for an unknown slug", () => {
    expect(resolveCategoryPath(["Zubeh%C3%B6r"])).toEqual([
      { slug: "Zubeh%C3%B6r", name: "Zubehör", known: false },
    ]);
    expect(resolveCategoryPath(["cityraeder", "Lasten%20R%C3%A4der"])).toEqual([
      { slug: "cityraeder", name: "Cityräder", known: true },
      { slug: "Lasten%20R%C3%A4der", name: "Lasten Räder", known: false },
    ]);
  });

  it("never throws on malformed percent-encoding", () => {
    expect(() => resolveCategoryPath(["%E0%A4%A", "100%"])).not.toThrow();
    expect(resolveCategoryPath(["%E0%A4%A"])).toEqual([
      { slug: "%E0%A4%A", name: "%E0%A4%A", known: false },
    ]);
  });

  it("stops naming from the tree where the path leaves it", () => {
    // 'hollandraeder' exists, but not below 'rennraeder'.
    expect(resolveCategoryPath(["rennraeder", "hollandraeder"])).toEqual([
      { slug: "rennraeder", name: "Rennräder", known: true },
      { slug: "hollandraeder", name: "hollandraeder", known: false },
    ]);
    // A subcategory slug cannot stand in for a top category.
    expect(resolveCategoryPath(["trail-fullys"])[0]?.known).toBe(false);
  });

  it("returns nothing for an empty path", () => {
    expect(resolveCategoryPath([])).toEqual([]);
  });
});

describe("descendantSlugs", () => {
  it("includes the category itself and everything below it", () => {
    expect(descendantSlugs("trekkingraeder")).toEqual([
      "trekkingraeder",
      "trekkingraeder-damen",
      "trekkingraeder-herren",
      "trekkingraeder-tiefeinsteiger",
      "crossraeder",
      "crossraeder-damen",
      "crossraeder-herren",
    ]);
    expect(descendantSlugs("mountainbikes")).toHaveLength(1 + 5 + 4 + 5 + 2 + 2 + 3);
  });

  it("is just the slug for a leaf and empty for an unknown slug", () => {
    expect(descendantSlugs("lauflernraeder")).toEqual(["lauflernraeder"]);
    expect(descendantSlugs("gibt-es-nicht")).toEqual([]);
  });

  it("returns a fresh array the caller may change", () => {
    const slugs = descendantSlugs("rennraeder");
    slugs.push("x");
    expect(descendantSlugs("rennraeder")).not.toContain("x");
  });

  it("covers every node exactly once from the top categories", () => {
    const fromTops = CATEGORY_TREE.flatMap((top) => descendantSlugs(top.slug));
    expect(fromTops).toEqual(allCategories().map((node) => node.slug));
  });
});

describe("categoryHref", () => {
  it("links each level through its ancestry", () => {
    expect(categoryHref("mountainbikes")).toBe("/category/mountainbikes");
    expect(categoryHref("mtb-29-zoll")).toBe("/category/mountainbikes/mtb-29-zoll");
    expect(categoryHref("crossraeder-damen")).toBe("/category/trekkingraeder/crossraeder/crossraeder-damen");
  });

  it("resolves back to the same names", () => {
    for (const node of allCategories()) {
      const slugs = categoryHref(node.slug).split("/").slice(2);
      const path = resolveCategoryPath(slugs);
      expect(path.every((segment) => segment.known)).toBe(true);
      expect(path.at(-1)?.name).toBe(node.name);
    }
  });

  it("encodes an unknown slug as a single level", () => {
    expect(categoryHref("Zubehör & Teile")).toBe("/category/Zubeh%C3%B6r%20%26%20Teile");
  });
});

describe("allCategories", () => {
  it("lists every node depth-first in menu order", () => {
    const slugs = allCategories().map((node) => node.slug);
    expect(slugs.slice(0, 5)).toEqual([
      "e-mountainbikes",
      "e-bikes-hardtail",
      "e-bikes-fully",
      "light-e-mtbs",
      "e-bikes-trekking",
    ]);
    expect(slugs.at(-1)).toBe("jugendraeder");
    expect(slugs.indexOf("crossraeder")).toBeLessThan(slugs.indexOf("crossraeder-damen"));
  });
});
