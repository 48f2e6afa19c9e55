import { describe, expect, it } from "vitest";
import { categoryNameHref, matchCategoryRoute } from "./category-route";

describe("category route", () => {
  it("resolves canonical slug paths up to three levels", () => {
    const match = matchCategoryRoute(["mountainbikes", "mtb-fullys", "trail-fullys"]);
    expect(match.kind).toBe("category");
    if (match.kind !== "category") return;
    expect(match.node.name).toBe("Trail Fullys");
    expect(match.path.map((segment) => segment.name)).toEqual(["Mountainbikes", "MTB Fullys", "Trail Fullys"]);
  });

  it("redirects category names and other spellings to the slug path", () => {
    expect(matchCategoryRoute(["E-Mountainbikes"])).toEqual({ kind: "redirect", href: "/category/e-mountainbikes" });
    expect(matchCategoryRoute(["Mountainbikes", "MTB Fullys"])).toEqual({ kind: "redirect", href: "/category/mountainbikes/mtb-fullys" });
    expect(matchCategoryRoute(["Kinderfahrräder", "Kinderräder 16 Zoll"])).toEqual({
      kind: "redirect",
      href: "/category/kinderfahrraeder/kinderraeder-16-zoll",
    });
  });

  it("shows the URL text for unknown categories", () => {
    const match = matchCategoryRoute(["mountainbikes", "Einräder"]);
    expect(match).toEqual({
      kind: "unknown",
      path: [
        { slug: "mountainbikes", name: "Mountainbikes", known: true },
        { slug: "Einräder", name: "Einräder", known: false },
      ],
    });
    // A real category under the wrong parent is not that category.
    expect(matchCategoryRoute(["rennraeder", "trail-fullys"]).kind).toBe("unknown");
  });

  it("links by encoded category names", () => {
    expect(categoryNameHref(["Mountainbikes", "MTB 27,5 Zoll (650B)"])).toBe("/category/Mountainbikes/MTB%2027%2C5%20Zoll%20(650B)");
    expect(matchCategoryRoute(["Mountainbikes", "MTB 27,5 Zoll (650B)"])).toEqual({
      kind: "redirect",
      href: "/category/mountainbikes/mtb-275-zoll-650b",
    });
  });
});
