import { eq } from "drizzle-orm";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { products } from "../../db/schema";
import { bufferSource, fileSource, importCatalogue } from "../imports/import-engine.server";
import { allCategories } from "./category-tree";
import { loadHomeSections } from "./home.server";
import { findProduct } from "./product-detail.server";
import { suggestSearch } from "./search-suggestions.server";
import { SITEMAP_PRODUCTS_PER_FILE, renderRobotsTxt, renderSitemap } from "./sitemap.server";

const fixture = (name: string) => fileSource(fileURLToPath(new URL(`../../../tests/fixtures/csv/${name}`, import.meta.url)));

describe.each(testDatabaseKinds())("storefront pages on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await importCatalogue(handle.db, [fixture("storefront-catalogue.csv")]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  describe("product detail", () => {
    it("finds a product by handle with its variants in catalogue order", async () => {
      const product = await findProduct(handle.db, "cube-stereo-one44-schwarz");
      expect(product).toMatchObject({
        handle: "cube-stereo-one44-schwarz",
        name: "Cube Stereo ONE44 C:62 SLX schwarz",
        brand: "Cube",
        priceCents: 329_900,
        stock: 6,
        options: [{ name: "Rahmenhöhe", values: ["S", "M", "L"] }],
        categories: [
          { name: "Mountainbikes", href: "/category/mountainbikes", nameHref: "/category/Mountainbikes" },
          { name: "MTB Fullys", href: "/category/mountainbikes/mtb-fullys", nameHref: "/category/Mountainbikes/MTB%20Fullys" },
          {
            name: "Trail Fullys",
            href: "/category/mountainbikes/mtb-fullys/trail-fullys",
            nameHref: "/category/Mountainbikes/MTB%20Fullys/Trail%20Fullys",
          },
        ],
        images: [
          { url: "https://cdn.radwerk.example/t/stereo-1.jpg", alt: "Cube Stereo ONE44 C:62 SLX schwarz" },
          { url: "https://cdn.radwerk.example/t/stereo-2.jpg", alt: "Cube Stereo ONE44 C:62 SLX schwarz Detail" },
        ],
      });
      expect(product?.variants.map((variant) => [variant.selectedOptions[0]?.value, variant.stock, variant.priceCents])).toEqual([
        ["S", 2, 329_900],
        ["M", 0, 329_900],
        ["L", 4, 334_900],
      ]);
      expect(product?.specifications).toEqual([
        { label: "Federweg", value: "140 mm" },
        { label: "Rahmen", value: "Carbon C:62" },
        { label: "Gewicht", value: "14,2 kg" },
      ]);
      expect(product?.descriptionText).toContain("Das vollgefederte Cube");
    });

    it("finds a product by UUID, in any letter case", async () => {
      const [row] = await handle.db.select({ id: products.id }).from(products).where(eq(products.handle, "trek-marlin-5"));
      expect((await findProduct(handle.db, row!.id))?.handle).toBe("trek-marlin-5");
      expect((await findProduct(handle.db, row!.id.toUpperCase()))?.handle).toBe("trek-marlin-5");
    });

    it("returns null for unknown handles and ids", async () => {
      expect(await findProduct(handle.db, "gibt-es-nicht")).toBeNull();
      expect(await findProduct(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
      // Not a UUID: looked up as a handle, never cast to uuid.
      expect(await findProduct(handle.db, "00000000-0000-4000-8000-00000000000")).toBeNull();
    });

    it("has no variants and no breadcrumb category for a product outside the tree", async () => {
      const helmet = await findProduct(handle.db, "abus-hyban-helm");
      expect(helmet).toMatchObject({ variants: [], options: [], categories: [], stock: 10, priceCents: 8995, specifications: [] });
    });
  });

  describe("home", () => {
    it("lists every top category with its subcategory count and up to 3 newest products", async () => {
      const sections = await loadHomeSections(handle.db);
      expect(sections).toHaveLength(11);
      const mountainbikes = sections.find((section) => section.slug === "mountainbikes")!;
      expect(mountainbikes).toMatchObject({ name: "Mountainbikes", href: "/category/mountainbikes", subcategoryCount: 5 });
      expect(mountainbikes.products).toHaveLength(3);
      expect(sections.find((section) => section.slug === "e-bikes-trekking")).toMatchObject({ subcategoryCount: 0, products: [] });
      expect(sections.find((section) => section.slug === "kinderfahrraeder")?.products.map((product) => product.handle)).toEqual([
        "puky-fahrrad-cyke-16-pink",
      ]);
    });

    it("shows the newest products first", async () => {
      const header = "Handle,Title,Vendor,Type,Variant Price,Variant Inventory Qty";
      await importCatalogue(handle.db, [bufferSource("neu.csv", `${header}\nneues-rennrad,Neues Rennrad,Trek,Straßenrennräder,999.00,1\n`)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await importCatalogue(handle.db, [bufferSource("neuer.csv", `${header}\nneueres-rennrad,Neueres Rennrad,Trek,Endurance-Rennräder,999.00,1\n`)]);
      const sections = await loadHomeSections(handle.db);
      expect(sections.find((section) => section.slug === "rennraeder")?.products.map((product) => product.handle)).toEqual([
        "neueres-rennrad",
        "neues-rennrad",
      ]);
    });
  });

  describe("search suggestions", () => {
    it("suggests products and categories while typing, typos included", async () => {
      const suggestions = await suggestSearch(handle.db, "hiabike");
      expect(suggestions.products.map((product) => product.href)).toEqual(["/product/haibike-alltrail-5-blau"]);
      const fullys = await suggestSearch(handle.db, "fully");
      expect(fullys.categories.map((category) => category.name)).toEqual(["E-Bikes Fully", "MTB Fullys", "Trail Fullys", "Cross-Country Fullys"]);
      expect(fullys.categories[1]).toEqual({ name: "MTB Fullys", href: "/category/mountainbikes/mtb-fullys", path: "Mountainbikes › MTB Fullys" });
    });

    it("waits for two characters", async () => {
      expect(await suggestSearch(handle.db, "c")).toEqual({ query: "c", products: [], categories: [] });
      expect(await suggestSearch(handle.db, "  ")).toEqual({ query: "", products: [], categories: [] });
    });
  });

  describe("sitemap and robots.txt", () => {
    it("lists home, every category, the five brands and every product", async () => {
      const xml = (await renderSitemap(handle.db, "https://radwerk.example", null))!;
      expect(xml).toContain("<loc>https://radwerk.example/</loc>");
      expect(xml).toContain("<loc>https://radwerk.example/category/mountainbikes/mtb-fullys/trail-fullys</loc>");
      expect(xml).toContain("<loc>https://radwerk.example/brand/Santa%20Cruz</loc>");
      expect(xml).toMatch(/<loc>https:\/\/radwerk\.example\/product\/trek-marlin-5<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(xml.match(/<url>/g)).toHaveLength(1 + allCategories().length + 5 + 12);
      expect(await renderSitemap(handle.db, "https://radwerk.example", 0)).toContain("/brand/Trek");
      expect(await renderSitemap(handle.db, "https://radwerk.example", 1)).toContain("/product/trek-marlin-5");
      expect(await renderSitemap(handle.db, "https://radwerk.example", 2)).toBeNull();
      expect(SITEMAP_PRODUCTS_PER_FILE).toBeLessThan(50_000);
    });

    it("keeps the back office, checkout and sign-in out of search engines", () => {
      const robots = renderRobotsTxt("https://radwerk.example");
      expect(robots).toContain("Disallow: /admin");
      expect(robots).toContain("Disallow: /checkout");
      expect(robots).toContain("Disallow: /auth");
      expect(robots).toContain("Sitemap: https://radwerk.example/sitemap.xml");
    });
  });
});
