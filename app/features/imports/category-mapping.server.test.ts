import { describe, expect, it } from "vitest";
import { assignCategory, deriveCategory } from "./category-mapping.server";

describe("mapping import categories onto the fixed tree", () => {
  it("names the top-level and second-level node of a slug", () => {
    expect(assignCategory("trail-fullys")).toEqual({ categorySlug: "trail-fullys", category: "Mountainbikes", subcategory: "MTB Fullys" });
    expect(assignCategory("mtb-fullys")).toEqual({ categorySlug: "mtb-fullys", category: "Mountainbikes", subcategory: "MTB Fullys" });
    expect(assignCategory("gravel-bikes")).toEqual({ categorySlug: "gravel-bikes", category: "Gravel Bikes", subcategory: null });
    expect(assignCategory("einraeder")).toBeNull();
  });

  it("derives the category from a node name or slug in any letter case", () => {
    expect(deriveCategory(["Trekkingräder"])?.categorySlug).toBe("trekkingraeder");
    expect(deriveCategory(["TREKKINGRÄDER DAMEN"])?.categorySlug).toBe("trekkingraeder-damen");
    expect(deriveCategory(["mtb-275-zoll-650b"])?.categorySlug).toBe("mtb-275-zoll-650b");
    expect(deriveCategory(["MTB 27,5 Zoll (650B)"])?.categorySlug).toBe("mtb-275-zoll-650b");
  });

  it("uses the first value that matches and the last segment of a taxonomy path", () => {
    expect(deriveCategory([null, "Mountainbike", "Bosch", "E-Bikes Fully"])?.categorySlug).toBe("e-bikes-fully");
    expect(deriveCategory(["Sporting Goods > Cycling > Gravel Bikes"])?.categorySlug).toBe("gravel-bikes");
    expect(deriveCategory(["Schlösser", "Zubehör"])).toBeNull();
  });
});
