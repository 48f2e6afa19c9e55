import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("produces the slugs the spec names for the import categories", () => {
    expect(slugify("MTB 27,5 Zoll (650B)")).toBe("mtb-275-zoll-650b");
    expect(slugify("MTB 29 Zoll")).toBe("mtb-29-zoll");
    expect(slugify("Kinderräder 12 Zoll")).toBe("kinderraeder-12-zoll");
    expect(slugify("Lauflernräder")).toBe("lauflernraeder");
    expect(slugify("Jugendräder")).toBe("jugendraeder");
    expect(slugify("Straßenrennräder")).toBe("strassenrennraeder");
    expect(slugify("Touren-Trail Hardtails")).toBe("touren-trail-hardtails");
    expect(slugify("Spezielle Damen Fullys")).toBe("spezielle-damen-fullys");
    expect(slugify("Crossräder Herren")).toBe("crossraeder-herren");
  });

  it("transliterates upper-case umlauts and the capital sharp s", () => {
    expect(slugify("ÄÖÜ ẞ")).toBe("aeoeue-ss");
    expect(slugify("Übergrößen")).toBe("uebergroessen");
  });

  it("treats a decomposed umlaut like a composed one", () => {
    expect(slugify("Kinderra\u0308der")).toBe("kinderraeder");
  });

  it("strips other diacritics", () => {
    expect(slugify("Café Crème à la française")).toBe("cafe-creme-a-la-francaise");
    expect(slugify("Škoda Łódź Ørsted")).toBe("skoda-lodz-oersted");
  });

  it("drops a comma only between digits; other punctuation becomes a hyphen", () => {
    expect(slugify("27,5")).toBe("275");
    expect(slugify("Rahmen, Gabel")).toBe("rahmen-gabel");
    expect(slugify("27, 5")).toBe("27-5");
    expect(slugify("27.5")).toBe("27-5");
  });

  it("collapses runs of separators and trims hyphens at both ends", () => {
    expect(slugify("  --Jugend- und Kinder-MTBs!!  ")).toBe("jugend-und-kinder-mtbs");
    expect(slugify("E-Bikes / City & Urban")).toBe("e-bikes-city-urban");
  });

  it("returns an empty string when nothing sluggable is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify(" –/– ")).toBe("");
  });

  it("is idempotent", () => {
    for (const text of ["MTB 27,5 Zoll (650B)", "Straßenrennräder", "E-Bikes Tiefeinsteiger"]) {
      expect(slugify(slugify(text))).toBe(slugify(text));
    }
  });
});
