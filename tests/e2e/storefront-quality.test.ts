import { describe, expect, test } from "vitest";
import { baseUrl, newContext, openPage } from "./support";
import { cardBrands, cardPrices, demoProductWithSoldOutVariant, isAscending, productCards, seriousAxeViolations } from "./storefront-support";

const TRAIL_FULLYS = "/category/mountainbikes/mtb-fullys/trail-fullys";

describe("Storefront: without JavaScript", () => {
  test("filters and sorting work as plain forms", async () => {
    const target = demoProductWithSoldOutVariant("trail-fullys");
    const page = await openPage(TRAIL_FULLYS, { javaScriptEnabled: false });
    await page.getByRole("checkbox", { name: new RegExp(`^${target.brand} \\(\\d+\\)$`) }).check();
    await page.getByRole("spinbutton", { name: "Min. (€)" }).fill("-5");
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await page.waitForURL((url) => url.searchParams.get("brands") === target.brand);
    // The server clamped the minimum; the field shows what applies.
    expect(await page.getByRole("spinbutton", { name: "Min. (€)" }).inputValue()).toBe("0");
    expect(new Set((await cardBrands(page)).map((brand) => brand.toLowerCase()))).toEqual(new Set([target.brand.toLowerCase()]));

    await page.getByRole("combobox", { name: "Sortieren nach" }).selectOption("price-desc");
    await page.getByRole("button", { name: "Sortieren", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("sortBy") === "price-desc");
    // Sorting keeps the brand filter: both belong to one form.
    expect(new URL(page.url()).searchParams.get("brands")).toBe(target.brand);
    const prices = await cardPrices(page);
    expect(isAscending([...prices].reverse())).toBe(true);
  });

  test("bad filter values never break the page", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${TRAIL_FULLYS}?minPrice=-5&maxPrice=abc&sortBy=cheapest&page=-1&colors=Lachs&sizes=`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("spinbutton", { name: "Min. (€)" }).inputValue()).toBe("0");
    expect(await page.getByRole("spinbutton", { name: "Max. (€)" }).inputValue()).toBe("10000");
    expect(await page.getByRole("combobox", { name: "Sortieren nach" }).inputValue()).toBe("newest");
    expect(await productCards(page).count()).toBeGreaterThan(0);
  });
});

describe("Storefront: accessibility (axe-core)", () => {
  const target = () => demoProductWithSoldOutVariant("trail-fullys");
  const pages: Array<[string, () => string]> = [
    ["home", () => "/"],
    ["category", () => `${TRAIL_FULLYS}?sortBy=price-asc`],
    ["search", () => "/search?q=Cube"],
    ["product", () => `/product/${target().handle}`],
  ];
  test.each(pages)("no serious or critical violations on the %s page", async (_name, path) => {
    const page = await openPage(path());
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("Storefront: SEO", () => {
  test("product pages have title, description, canonical URL and Product + BreadcrumbList JSON-LD", async () => {
    const target = demoProductWithSoldOutVariant("trail-fullys");
    const html = await (await fetch(`${baseUrl()}/product/${target.handle}`)).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(new RegExp(`<title>${target.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^<]* \\| Radwerk</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/product/${target.handle}"/>`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const product = jsonLd.find((entry) => entry["@type"] === "Product");
    expect(product).toMatchObject({ name: target.name, brand: { "@type": "Brand", name: target.brand } });
    const offers = product.offers as Array<{ price: string; priceCurrency: string; availability: string }>;
    expect(offers.some((offer) => offer.availability === "https://schema.org/OutOfStock")).toBe(true);
    expect(offers.some((offer) => offer.availability === "https://schema.org/InStock")).toBe(true);
    expect(offers.every((offer) => offer.priceCurrency === "EUR" && /^\d+\.\d{2}$/.test(offer.price))).toBe(true);
    const breadcrumbs = jsonLd.find((entry) => entry["@type"] === "BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Mountainbikes",
      "MTB Fullys",
      "Trail Fullys",
      target.name,
    ]);
  });

  test("filtered listings point to a normalised canonical URL", async () => {
    const html = await (await fetch(`${baseUrl()}${TRAIL_FULLYS}?sortBy=price-asc&brands=Trek&brands=Cube&minPrice=0&maxPrice=20000&page=1&utm_source=x`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${TRAIL_FULLYS}?brands=Cube&amp;brands=Trek&amp;sortBy=price-asc"/>`);
    expect(html).toContain("<title>Trail Fullys kaufen | Radwerk</title>");
  });

  test("category names in the URL redirect to the slug path", async () => {
    const response = await fetch(`${baseUrl()}/category/Mountainbikes/MTB%20Fullys?sortBy=price-asc`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/category/mountainbikes/mtb-fullys?sortBy=price-asc");
  });

  test("sitemap.xml lists categories, brands and products; robots.txt keeps private areas out", async () => {
    const target = demoProductWithSoldOutVariant("trail-fullys");
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseUrl()}${TRAIL_FULLYS}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/brand/Santa%20Cruz</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/product/${target.handle}</loc>`);

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    for (const path of ["/admin", "/checkout", "/auth"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  test("pages have one h1 and images have alt texts", async () => {
    for (const path of ["/", TRAIL_FULLYS, "/search?q=Cube", "/brand/Cube"]) {
      const page = await openPage(path);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.locator("img:not([alt])").count()).toBe(0);
      expect(await page.title()).toMatch(/\| Radwerk$|^Radwerk – /);
    }
  });
});
