import { sql } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { fileSource, importCatalogue } from "../imports/import-engine.server";
import { colourGroupOf } from "./colour-groups";
import { colourGroupFromMaskSql, colourMaskSql } from "./colour-groups.server";
import { parseFilterQuery } from "./filter-query";
import { listProducts, type ListingScope } from "./product-listing.server";
import { invalidateSearchVocabulary, planSearch } from "./search.server";

const fixture = (name: string) => fileSource(fileURLToPath(new URL(`../../../tests/fixtures/csv/${name}`, import.meta.url)));

const filters = (query = "", defaultSort: "newest" | "relevance" = "newest") =>
  parseFilterQuery(new URLSearchParams(query), { defaultSort });

describe.each(testDatabaseKinds())("storefront listings on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const summary = await importCatalogue(handle.db, [fixture("storefront-catalogue.csv")]);
    expect(summary.errors).toEqual([]);
    expect(summary.productsCreated).toBe(10);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const list = (scope: ListingScope, query = "", options: { pageSize?: number } = {}) =>
    listProducts(handle.db, scope, filters(query, scope.kind === "search" ? "relevance" : "newest"), options);
  const names = (listing: { products: Array<{ name: string }> }) => listing.products.map((product) => product.name);
  const search = async (q: string, query = "") => {
    const plan = await planSearch(handle.db, q);
    if (!plan) throw new Error(`no plan for ${q}`);
    return list({ kind: "search", plan }, query);
  };

  describe("category scope", () => {
    it("includes the products of all subcategories", async () => {
      const listing = await list({ kind: "category", slug: "mountainbikes" });
      expect(listing.total).toBe(6);
      expect(listing.scopeTotal).toBe(6);
      expect(names(listing).sort()).toEqual([
        "Cube Reaction Pro grau",
        "Cube Stereo ONE44 C:62 SLX schwarz",
        "Nomad 6 CC",
        "Santa Cruz Hightower C Gold",
        "Trek Fuel EX 8 Rot",
        "Trek Marlin 5",
      ]);
      expect((await list({ kind: "category", slug: "mtb-fullys" })).total).toBe(4);
      expect((await list({ kind: "category", slug: "trail-fullys" })).total).toBe(2);
    });

    it("is empty for an unknown slug", async () => {
      const listing = await list({ kind: "category", slug: "gibt-es-nicht" });
      expect(listing).toMatchObject({ total: 0, scopeTotal: 0, products: [], page: 1, pageCount: 1 });
    });

    it("filters by brand and price and sorts by price ascending", async () => {
      const listing = await list({ kind: "category", slug: "mountainbikes" }, "brands=Trek&brands=Cube&minPrice=900&maxPrice=5000&sortBy=price-asc");
      expect(names(listing)).toEqual(["Cube Reaction Pro grau", "Cube Stereo ONE44 C:62 SLX schwarz", "Trek Fuel EX 8 Rot"]);
      expect(listing.products.map((product) => product.priceCents)).toEqual([99_900, 329_900, 419_900]);
      expect(listing.scopeTotal).toBe(6);

      const descending = await list({ kind: "category", slug: "mountainbikes" }, "sortBy=price-desc");
      expect(descending.products[0]?.name).toBe("Nomad 6 CC");
      const byName = await list({ kind: "category", slug: "mountainbikes" }, "sortBy=name-asc");
      expect(names(byName)[0]).toBe("Cube Reaction Pro grau");
      expect(names(byName).at(-1)).toBe("Trek Marlin 5");
    });

    it("counts each facet value with the other filters applied", async () => {
      const listing = await list({ kind: "category", slug: "mountainbikes" }, "brands=Trek&maxPrice=5000");
      expect(listing.total).toBe(2);
      // Brands ignore the brand filter itself but respect the price filter.
      expect(listing.facets.brands.map(({ value, count, selected }) => [value, count, selected])).toEqual([
        ["Cube", 2, false],
        ["Trek", 2, true],
      ]);
      expect(listing.facets.colors.map(({ value, count }) => [value, count])).toEqual([
        ["Rot", 1],
        ["Sonstige", 1],
      ]);
      expect(listing.facets.sizes.map(({ value, count }) => [value, count])).toEqual([
        ["M", 2],
        ["L", 2],
      ]);
    });

    it("rolls subcategory counts up into their parent category", async () => {
      const listing = await list({ kind: "category", slug: "mountainbikes" });
      const byValue = Object.fromEntries(listing.facets.categories.map((facet) => [facet.value, facet.count]));
      expect(byValue).toEqual({ "trail-fullys": 2, "enduro-fullys": 2, "mtb-hardtails": 2, "cross-country-hardtails": 1 });
      const chosen = await list({ kind: "category", slug: "mountainbikes" }, "categories=mtb-hardtails");
      expect(chosen.total).toBe(2);
    });

    it("filters by colour group from the name and by size option", async () => {
      expect(names(await list({ kind: "category", slug: "mountainbikes" }, "colors=Schwarz"))).toEqual(["Cube Stereo ONE44 C:62 SLX schwarz"]);
      expect(names(await list({ kind: "category", slug: "mountainbikes" }, "colors=Gelb"))).toEqual(["Santa Cruz Hightower C Gold"]);
      expect((await list({ kind: "category", slug: "mountainbikes" }, "sizes=XL")).total).toBe(1);
      expect((await list({ kind: "all" }, "sizes=16")).products.map((product) => product.handle)).toEqual(["puky-fahrrad-cyke-16-pink"]);
      expect((await list({ kind: "all" }, "colors=Mehrfarbig")).products.map((product) => product.handle)).toEqual(["abus-hyban-helm"]);
      const gravel = await list({ kind: "all" }, "sizes=S&categories=gravel-bikes");
      expect(names(gravel)).toEqual(["Focus Atlas 6.8 olive"]);
    });

    it("tells an empty filter result from an empty scope", async () => {
      const listing = await list({ kind: "category", slug: "mountainbikes" }, "colors=Pink");
      expect(listing).toMatchObject({ total: 0, scopeTotal: 6, products: [] });
      // The chosen value stays visible so it can be unchecked.
      expect(listing.facets.colors.find((facet) => facet.value === "Pink")).toMatchObject({ count: 0, selected: true });
    });

    it("pages through a listing and clamps a page past the end", async () => {
      const first = await list({ kind: "category", slug: "mountainbikes" }, "sortBy=price-asc", { pageSize: 4 });
      expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
      expect(first.products).toHaveLength(4);
      const second = await list({ kind: "category", slug: "mountainbikes" }, "sortBy=price-asc&page=2", { pageSize: 4 });
      expect(second.products.map((product) => product.priceCents)).toEqual([699_900, 799_900]);
      const beyond = await list({ kind: "category", slug: "mountainbikes" }, "sortBy=price-asc&page=99", { pageSize: 4 });
      expect(beyond.page).toBe(2);
      expect(beyond.products).toEqual(second.products);
    });

    it("returns card data with plain-text descriptions and stock", async () => {
      const listing = await list({ kind: "category", slug: "cross-country-hardtails" });
      expect(listing.products[0]).toMatchObject({
        handle: "trek-marlin-5",
        name: "Trek Marlin 5",
        brand: "Trek",
        excerpt: "Ausverkauft, aber beliebt.",
        priceCents: 74_900,
        stock: 0,
        imageUrl: "https://cdn.radwerk.example/t/marlin.jpg",
        imageAlt: "Trek Marlin 5",
        hasVariants: true,
      });
      const helmet = (await list({ kind: "all" }, "brands=ABUS")).products[0];
      expect(helmet).toMatchObject({ hasVariants: false, stock: 10, priceCents: 8995 });
    });
  });

  describe("brand scope", () => {
    it("matches the brand case-insensitively", async () => {
      expect((await list({ kind: "brand", brand: "santa cruz" })).total).toBe(2);
      expect((await list({ kind: "brand", brand: "Cube" })).total).toBe(2);
      expect((await list({ kind: "brand", brand: "Canyon" })).total).toBe(0);
    });
  });

  describe("search", () => {
    it("finds German inflections through stemming", async () => {
      const listing = await search("Fahrräder");
      expect(names(listing)).toContain("Puky Fahrrad Cyke 16 Zoll pink");
      expect(names(listing)).toContain("Focus Atlas 6.8 olive");
    });

    it("finds partial words and substrings of names", async () => {
      expect(names(await search("stere"))).toEqual(["Cube Stereo ONE44 C:62 SLX schwarz"]);
      expect(names(await search("bike"))).toContain("Haibike AllTrail 5 blau");
      expect(names(await search("Cube Stereo"))).toEqual(["Cube Stereo ONE44 C:62 SLX schwarz"]);
    });

    it("forgives one typo in words of five letters or more", async () => {
      expect(names(await search("Hiabike"))).toEqual(["Haibike AllTrail 5 blau"]);
      expect(names(await search("Hightwoer"))).toEqual(["Santa Cruz Hightower C Gold"]);
      expect((await search("Trak")).total).toBe(0);
    });

    it("finds products by category names, including third-level ones", async () => {
      const listing = await search("Enduro");
      expect(names(listing).sort()).toEqual(["Nomad 6 CC", "Santa Cruz Hightower C Gold"]);
    });

    it("ranks name matches before brand matches before description matches", async () => {
      const listing = await search("Santa");
      expect(names(listing)).toEqual([
        "Santa Cruz Hightower C Gold",
        "Nomad 6 CC",
        expect.stringMatching(/Focus Atlas|ABUS Hyban/),
        expect.stringMatching(/Focus Atlas|ABUS Hyban/),
      ]);
      const trail = await search("Trail");
      expect(names(trail)[0]).toBe("Haibike AllTrail 5 blau");
      expect(names(trail).slice(1, 3).sort()).toEqual(["Cube Stereo ONE44 C:62 SLX schwarz", "Trek Fuel EX 8 Rot"]);
      expect(names(trail).at(-1)).toBe("Focus Atlas 6.8 olive");
    });

    it("combines search with filters and other sort orders", async () => {
      const listing = await search("Santa", "sortBy=price-asc&minPrice=100");
      expect(names(listing)[0]).toBe("Focus Atlas 6.8 olive");
      expect(listing.scopeTotal).toBe(4);
      expect(listing.total).toBe(3);
    });

    it("treats stop words as neutral and query syntax as plain text", async () => {
      expect(names(await search("Cube und Stereo"))).toEqual(["Cube Stereo ONE44 C:62 SLX schwarz"]);
      expect((await search("cube & !trek:* | (")).total).toBe(0);
      expect(await planSearch(handle.db, "  &|!  ")).toBeNull();
      expect((await search("'; DROP TABLE products; --")).total).toBe(0);
    });

    it("picks up newly imported words after the vocabulary is refreshed", async () => {
      expect((await search("Zwiebel")).total).toBe(0);
      invalidateSearchVocabulary(handle.db);
      expect((await search("Hiabike")).total).toBe(1);
    });
  });

  it("computes the same colour group in SQL as in TypeScript", async () => {
    const samples = [
      "Cube Stereo schwarz", "Trek Rot", "Focus Izalco Feuerrot", "Cube dunkelblau", "Rotwild R.X375", "Trek Shred",
      "ABUS Hyban schwarz-weiß", "Kinderrad Regenbogen", "Cube Aim grey'n'orange", "Hollandrad beige", "Blauer Blitz",
      "Mattschwarz", "Türkis", "Weiße Wolke", "Nomad 6 CC", "Petrol Urban", "WEISS", "Gold",
    ];
    const rows = (await handle.db.execute(sql`
      SELECT name, ${colourGroupFromMaskSql(colourMaskSql(sql`name`))} AS colour
      FROM (VALUES ${sql.join(samples.map((sample) => sql`(${sample}::text)`), sql`, `)}) AS samples(name)
    `)) as unknown as { rows: Array<{ name: string; colour: string }> };
    expect(rows.rows.map((row) => [row.name, row.colour])).toEqual(samples.map((sample) => [sample, colourGroupOf(sample)]));
  });
});
