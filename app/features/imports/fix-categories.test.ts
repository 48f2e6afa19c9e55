import { describe, expect, it } from "vitest";
import { decideCategory, type CategoryFacts } from "./fix-categories.server";

const facts = (overrides: Partial<CategoryFacts>): CategoryFacts => ({ name: "", productType: null, tags: [], category: null, subcategory: null, categorySlug: null, ...overrides });
const slugOf = (overrides: Partial<CategoryFacts>) => decideCategory(facts(overrides)).assignment?.categorySlug ?? null;

describe("category rules of /admin/fix-categories", () => {
  it("keeps a slug of the tree and fixes its names", () => {
    expect(decideCategory(facts({ categorySlug: "trail-fullys", category: "Alt", subcategory: "Alt" }))).toEqual({
      assignment: { categorySlug: "trail-fullys", category: "Mountainbikes", subcategory: "MTB Fullys" },
      rule: "slug",
    });
  });

  it("reads old category texts, most specific first, then type and tags", () => {
    expect(decideCategory(facts({ category: "Cityräder", subcategory: "Hollandräder" })).assignment?.categorySlug).toBe("hollandraeder");
    expect(decideCategory(facts({ category: "E-BIKES TREKKING" })).rule).toBe("category-text");
    expect(decideCategory(facts({ productType: "Gravel Bikes" }))).toMatchObject({ assignment: { categorySlug: "gravel-bikes" }, rule: "type" });
    expect(slugOf({ tags: ["Sale", "Light E-MTBs"] })).toBe("light-e-mtbs");
  });

  it("places bikes by keywords in name and texts", () => {
    expect(slugOf({ name: "Riese & Müller Load 75 Lastenrad", productType: "E-Bike" })).toBe("e-lastenraeder");
    expect(slugOf({ name: "Cube Stereo Hybrid 140 HPC", category: "E-Bikes", subcategory: "Fully" })).toBe("e-bikes-fully");
    expect(slugOf({ name: "Woom 3 Kinderrad 16 Zoll" })).toBe("kinderraeder-16-zoll");
    expect(slugOf({ name: "Puky Laufrad LR M" })).toBe("lauflernraeder");
    expect(slugOf({ name: "Canyon Grizl Gravel" })).toBe("gravel-bikes");
    expect(slugOf({ name: "Gazelle Hollandrad Classic" })).toBe("hollandraeder");
    expect(slugOf({ name: "Scott Spark Fully" })).toBe("mtb-fullys");
  });

  it("leaves parts and accessories without a tree category", () => {
    expect(decideCategory(facts({ name: "Uvex Kinderhelm 16", productType: "Zubehör" }))).toEqual({ assignment: null, rule: "none" });
    expect(slugOf({ name: "Schwalbe Marathon Reifen 28 Zoll" })).toBeNull();
    expect(slugOf({ name: "Sonstiges Ding" })).toBeNull();
  });
});
