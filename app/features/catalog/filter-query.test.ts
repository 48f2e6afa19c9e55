import { describe, expect, it } from "vitest";
import {
  PRICE_MAX,
  defaultFilterState,
  filterHref,
  hasActiveFilters,
  parseFilterQuery,
  serializeFilterQuery,
} from "./filter-query";

const parse = (query: string, defaultSort: "newest" | "relevance" = "newest") =>
  parseFilterQuery(new URLSearchParams(query), { defaultSort });

describe("filter query parser", () => {
  it("defaults to the full price range, no choices, newest first, page 1", () => {
    expect(parse("")).toEqual({
      minPrice: 0,
      maxPrice: 10_000,
      brands: [],
      categories: [],
      sizes: [],
      colors: [],
      sortBy: "newest",
      page: 1,
    });
  });

  it("reads every filter of the spec", () => {
    expect(
      parse("minPrice=500&maxPrice=2500&brands=Cube&brands=Trek&categories=mtb-fullys&sizes=M&colors=Schwarz&sortBy=price-asc&page=3"),
    ).toEqual({
      minPrice: 500,
      maxPrice: 2500,
      brands: ["Cube", "Trek"],
      categories: ["mtb-fullys"],
      sizes: ["M"],
      colors: ["Schwarz"],
      sortBy: "price-asc",
      page: 3,
    });
  });

  it("clamps the minimum to at least 0 and the maximum to at most 10000", () => {
    expect(parse("minPrice=-5").minPrice).toBe(0);
    expect(parse("maxPrice=99999").maxPrice).toBe(PRICE_MAX);
    expect(parse("minPrice=20000").minPrice).toBe(10_000);
    expect(parse("maxPrice=-1").maxPrice).toBe(0);
  });

  it("ignores values that are not numbers instead of failing", () => {
    expect(parse("maxPrice=abc").maxPrice).toBe(10_000);
    expect(parse("minPrice=&maxPrice=").minPrice).toBe(0);
    expect(parse("minPrice=1e400").minPrice).toBe(0);
    expect(parse("minPrice=NaN&maxPrice=Infinity")).toMatchObject({ minPrice: 0, maxPrice: 10_000 });
    expect(parse("page=zwei").page).toBe(1);
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=2.7").page).toBe(2);
  });

  it("accepts German decimal commas and rounds outward to whole euros", () => {
    expect(parse("minPrice=99,99&maxPrice=1000.5")).toMatchObject({ minPrice: 99, maxPrice: 1001 });
  });

  it("swaps a minimum above the maximum", () => {
    expect(parse("minPrice=3000&maxPrice=1000")).toMatchObject({ minPrice: 1000, maxPrice: 3000 });
  });

  it("defaults an unknown sort, and relevance outside search", () => {
    expect(parse("sortBy=cheapest").sortBy).toBe("newest");
    expect(parse("sortBy=relevance").sortBy).toBe("newest");
    expect(parse("sortBy=relevance", "relevance").sortBy).toBe("relevance");
    expect(parse("", "relevance").sortBy).toBe("relevance");
    expect(parse("sortBy=name-desc", "relevance").sortBy).toBe("name-desc");
  });

  it("keeps one size and one known colour (single choice)", () => {
    expect(parse("sizes=M&sizes=L").sizes).toEqual(["M"]);
    expect(parse("colors=Lachs&colors=Blau&colors=Rot").colors).toEqual(["Blau"]);
    expect(parse("colors=Lachs").colors).toEqual([]);
  });

  it("accepts brackets and commas in lists, trims, and drops empty and duplicate values", () => {
    expect(parse("brands[]=Cube&brands[]=Trek").brands).toEqual(["Cube", "Trek"]);
    expect(parse("brands=Cube,%20Trek&brands=Cube&brands=").brands).toEqual(["Cube", "Trek"]);
    expect(parse(`brands=${"x".repeat(500)}`).brands).toEqual([]);
  });
});

describe("filter query serialisation", () => {
  it("leaves defaults out so an unfiltered page has no query string", () => {
    expect(serializeFilterQuery(defaultFilterState()).toString()).toBe("");
    expect(filterHref("/category/mountainbikes", parse("minPrice=0&maxPrice=10000&sortBy=newest&page=1"))).toBe(
      "/category/mountainbikes",
    );
  });

  it("normalises order and values, so equal filters give equal URLs", () => {
    const a = serializeFilterQuery(parse("brands=Trek&brands=Cube&maxPrice=2000.4&minPrice=-5&sortBy=price-asc"));
    const b = serializeFilterQuery(parse("sortBy=price-asc&maxPrice=2001&brands=Cube&brands=Trek"));
    expect(a.toString()).toBe(b.toString());
    expect(a.toString()).toBe("maxPrice=2001&brands=Cube&brands=Trek&sortBy=price-asc");
  });

  it("round-trips through the parser", () => {
    const state = parse("minPrice=100&maxPrice=900&brands=Santa%20Cruz&categories=gravel-bikes&sizes=L&colors=Wei%C3%9F&sortBy=name-asc&page=2");
    expect(parse(serializeFilterQuery(state).toString())).toEqual(state);
  });

  it("puts the search text first and omits relevance on search pages", () => {
    const state = parse("q=ignored&sortBy=relevance", "relevance");
    expect(filterHref("/search", state, { defaultSort: "relevance" }, { q: "Haibike" })).toBe("/search?q=Haibike");
  });

  it("knows when a filter narrows the listing", () => {
    expect(hasActiveFilters(parse("sortBy=price-desc&page=4"))).toBe(false);
    expect(hasActiveFilters(parse("maxPrice=9950"))).toBe(true);
    expect(hasActiveFilters(parse("colors=Rot"))).toBe(true);
  });
});
