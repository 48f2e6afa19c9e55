import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { slugify } from "../../utils/slugify";
import { FEATURED_BRANDS, findBrand } from "./brands";

function publicFile(path: string): string {
  return fileURLToPath(new URL(`../../../public${path}`, import.meta.url));
}

describe("featured brands", () => {
  it("are the five premium brands of the spec with their founding years and countries", () => {
    expect(
      FEATURED_BRANDS.map(({ name, foundedYear, country }) => ({ name, foundedYear, country })),
    ).toEqual([
      { name: "Cube", foundedYear: 1993, country: "Deutschland" },
      { name: "Focus", foundedYear: 1992, country: "Deutschland" },
      { name: "Haibike", foundedYear: 1995, country: "Deutschland" },
      { name: "Santa Cruz", foundedYear: 1994, country: "USA" },
      { name: "Trek", foundedYear: 1976, country: "USA" },
    ]);
  });

  it("derive slug and logo path from the name", () => {
    for (const brand of FEATURED_BRANDS) {
      expect(brand.slug).toBe(slugify(brand.name));
      expect(brand.logo).toBe(`/brands/${brand.slug}.svg`);
    }
    expect(FEATURED_BRANDS.map((brand) => brand.slug)).toContain("santa-cruz");
  });

  it("have a German description of two or three sentences", () => {
    for (const brand of FEATURED_BRANDS) {
      const sentences = brand.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(brand.description).toContain(String(brand.foundedYear));
    }
  });

  it("name the manufacturer for product safety and flag unconfirmed contact data", () => {
    expect(FEATURED_BRANDS.map((brand) => [brand.name, brand.manufacturer.legalName, brand.manufacturer.city])).toEqual([
      ["Cube", "Pending System GmbH & Co. KG", "Waldershof"],
      ["Focus", "Derby Cycle Werke GmbH", "Cloppenburg"],
      ["Haibike", "Winora-Staiger GmbH", "Sennfeld"],
      ["Santa Cruz", "Santa Cruz Bicycles LLC", "Santa Cruz"],
      ["Trek", "Trek Bicycle Corporation", "Waterloo"],
    ]);
    for (const { manufacturer } of FEATURED_BRANDS) {
      // Street and e-mail have not been confirmed with the manufacturers yet.
      expect(manufacturer.verified).toBe(false);
      expect(manufacturer.website).toMatch(/^https:\/\//);
      if (manufacturer.email !== null) expect(manufacturer.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    }
  });
});

describe("findBrand", () => {
  it("matches by name or slug, ignoring case and surrounding spaces", () => {
    expect(findBrand("Santa Cruz")?.slug).toBe("santa-cruz");
    expect(findBrand("santa-cruz")?.name).toBe("Santa Cruz");
    expect(findBrand("SANTA CRUZ")?.name).toBe("Santa Cruz");
    expect(findBrand("  cube ")?.name).toBe("Cube");
    expect(findBrand("TREK")?.foundedYear).toBe(1976);
  });

  it("returns undefined for brands without a profile", () => {
    expect(findBrand("Specialized")).toBeUndefined();
    expect(findBrand("")).toBeUndefined();
  });
});

describe("brand logos", () => {
  it.each(FEATURED_BRANDS.map((brand) => [brand.name, brand.logo] as const))(
    "%s has a self-contained SVG wordmark at %s",
    (name, logo) => {
      const svg = readFileSync(publicFile(logo), "utf8");
      expect(svg.trimStart()).toMatch(/^<svg\s/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toMatch(/viewBox="0 0 240 80"/);
      expect(svg).toContain(`<title id="${slugify(name)}-title">${name}</title>`);
      // No external fonts, images or scripts.
      expect(svg).not.toMatch(/href=|url\(|<script|<image|@import/i);
    },
  );
});
