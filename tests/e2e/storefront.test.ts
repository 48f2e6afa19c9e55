import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { newContext, openPage, waitForHydration } from "./support";
import { cardBrands, cardPrices, demoProductWithSoldOutVariant, isAscending, productCards } from "./storefront-support";

const TRAIL_FULLYS = "/category/mountainbikes/mtb-fullys/trail-fullys";

async function waitForSearchParam(page: Page, name: string, value: string) {
  await page.waitForURL((url) => url.searchParams.getAll(name).includes(value));
  await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
}

describe("Storefront: browsing", () => {
  test("home → menu → category → brand and price filter → sort by price → product → options", async () => {
    const target = demoProductWithSoldOutVariant("trail-fullys");
    const page = await openPage("/");

    // Home.
    await page.getByRole("heading", { level: 1, name: "Deine Leidenschaft. Unsere Bikes." }).waitFor();
    expect(await page.getByRole("link", { name: "Jetzt Sale entdecken" }).getAttribute("href")).toBe("/search");
    expect(await page.getByText(/^\d+ Unterkategorien$/).count()).toBe(11);
    expect(await page.getByRole("link", { name: /^Alle anzeigen/ }).count()).toBe(11);

    // Menu: Fahrräder › Mountainbikes › MTB Fullys › Trail Fullys.
    await page.getByRole("button", { name: "Fahrräder" }).click();
    await page.getByRole("menu", { name: "Fahrräder" }).getByRole("menuitem", { name: "Mountainbikes", exact: true }).hover();
    await page.getByRole("menuitem", { name: "MTB Fullys", exact: true }).hover();
    await page.getByRole("menuitem", { name: "Trail Fullys", exact: true }).click();
    await page.waitForURL(`**${TRAIL_FULLYS}`);
    await page.getByRole("heading", { level: 1, name: "Trail Fullys" }).waitFor();
    const breadcrumb = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
    expect(await breadcrumb.getByRole("link").allTextContents()).toEqual(["Home", "Mountainbikes", "MTB Fullys"]);

    // Brand filter (checkbox) and price filter (typed maximum).
    await page.getByRole("checkbox", { name: new RegExp(`^${target.brand} \\(\\d+\\)$`) }).check();
    await waitForSearchParam(page, "brands", target.brand);
    const maxPrice = Math.ceil((target.price + 1) / 50) * 50;
    await page.getByRole("spinbutton", { name: "Max. (€)" }).fill(String(maxPrice));
    await waitForSearchParam(page, "maxPrice", String(maxPrice));

    // Sort by price, ascending.
    await page.getByRole("combobox", { name: "Sortieren nach" }).selectOption("price-asc");
    await waitForSearchParam(page, "sortBy", "price-asc");
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(isAscending(prices)).toBe(true);
    expect(Math.max(...prices)).toBeLessThanOrEqual(maxPrice);
    expect(new Set((await cardBrands(page)).map((brand) => brand.toLowerCase()))).toEqual(new Set([target.brand.toLowerCase()]));
    // The address is the normalised filter state: short and shareable.
    expect(new URL(page.url()).search).toBe(`?${new URLSearchParams([["maxPrice", String(maxPrice)], ["brands", target.brand], ["sortBy", "price-asc"]])}`);

    // Product page.
    await productCards(page).getByRole("link", { name: target.name, exact: true }).click();
    await page.waitForURL(`**/product/${target.handle}`);
    await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
    expect(await crumbs.getByRole("link", { name: "Trail Fullys" }).getAttribute("href")).toBe("/category/Mountainbikes/MTB%20Fullys/Trail%20Fullys");
    expect(await crumbs.locator("[aria-current='page']").textContent()).toBe(target.name);

    // Options: the sold-out value is disabled, an available one can be chosen.
    const options = page.getByRole("group", { name: new RegExp(`^${target.optionName}`) });
    const soldOut = options.getByRole("radio", { name: target.soldOutValue, exact: true });
    expect(await soldOut.isDisabled()).toBe(true);
    const available = options.getByRole("radio", { name: target.availableValue, exact: true });
    expect(await available.isDisabled()).toBe(false);
    await options.getByText(target.availableValue, { exact: true }).click();
    expect(await available.isChecked()).toBe(true);
    expect(await page.getByText("Auf Lager", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "In den Warenkorb" }).isEnabled()).toBe(true);

    // Tabs.
    await page.getByRole("tab", { name: "Details" }).click();
    expect(await page.getByRole("tabpanel").getByText(target.brand, { exact: true }).isVisible()).toBe(true);
  });

  test("a category includes its subcategories and pages through large result sets", async () => {
    const page = await openPage("/category/mountainbikes");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(heading).toBe("Mountainbikes");
    const countText = (await page.getByRole("main").locator("header p").first().textContent()) ?? "";
    const total = Number(countText.replace(/\D/g, ""));
    expect(total).toBeGreaterThan(24);
    expect(await productCards(page).count()).toBe(24);
    const pagination = page.getByRole("navigation", { name: "Seitennavigation" });
    await pagination.getByRole("link", { name: "Weiter" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await pagination.locator("[aria-current='page']", { hasText: "2" }).waitFor();
    // The category facet lists subcategories, including third-level ones.
    const categories = page.getByRole("group", { name: "Kategorien" });
    expect(await categories.getByRole("checkbox", { name: /^Trail Fullys \(\d+\)$/ }).count()).toBe(1);
  });

  test("'Keine Produkte mit diesen Filtern' when filters exclude everything, and a way back", async () => {
    const page = await openPage("/category/kinderfahrraeder?minPrice=9000");
    await page.getByRole("heading", { name: "Keine Produkte mit diesen Filtern" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Filter zurücksetzen" }).first().click();
    await page.waitForURL((url) => url.pathname === "/category/kinderfahrraeder" && url.search === "");
    await productCards(page).first().waitFor();
    expect(await page.getByRole("heading", { name: "Keine Produkte mit diesen Filtern" }).count()).toBe(0);
  });

  test("an unknown category shows the URL text and 'Keine Produkte gefunden' with HTTP 404", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto("/category/einr%C3%A4der");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "einräder" }).waitFor();
    await page.getByRole("heading", { name: "Keine Produkte gefunden" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Zurück zum Shop" }).getAttribute("href")).toBe("/");
  });

  test("brand pages show the profile and products; other brands 'Marke nicht gefunden'", async () => {
    const page = await openPage("/");
    await page.getByRole("main").getByRole("link", { name: "Trek seit 1976" }).click();
    await page.waitForURL("**/brand/Trek");
    await page.getByRole("heading", { level: 1, name: "Trek" }).waitFor();
    expect(await page.getByText("1976", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("USA", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "Logo von Trek" }).isVisible()).toBe(true);
    expect(new Set((await cardBrands(page)).map((brand) => brand.toLowerCase()))).toEqual(new Set(["trek"]));

    const context = await newContext();
    const other = await context.newPage();
    const response = await other.goto("/brand/Gibtsnicht");
    expect(response?.status()).toBe(404);
    await other.getByRole("heading", { name: "Marke nicht gefunden" }).waitFor();
    expect(await other.getByRole("main").getByRole("link", { name: "Zurück zum Shop" }).getAttribute("href")).toBe("/");
  });

  test("an unknown product answers 404 with 'Produkt nicht gefunden' and 'Zurück zum Shop'", async () => {
    const context = await newContext();
    const page = await context.newPage();
    for (const path of ["/product/gibt-es-nicht", "/product/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Produkt nicht gefunden" }).waitFor();
      await page.getByRole("main").getByRole("link", { name: "Zurück zum Shop" }).waitFor();
    }
  });

  test("product images that fail to load are replaced by a fallback icon", async () => {
    const context = await newContext();
    await context.route("**/images/products/**", (route) => route.fulfill({ status: 404, body: "" }));
    const page = await context.newPage();
    await page.goto("/category/gravel-bikes");
    await waitForHydration(page);
    const card = productCards(page).first();
    await card.getByTestId("image-fallback").waitFor();
    expect(await card.locator("img").count()).toBe(0);
  });
});

describe("Storefront: search", () => {
  test("a search with a typo finds the product", async () => {
    const target = demoProductWithSoldOutVariant("trail-fullys");
    // The product's name with two neighbouring letters swapped in its longest word.
    const words = target.name.split(/\s+/);
    const longest = words.filter((word) => /^\p{L}{5,}$/u.test(word)).sort((a, b) => b.length - a.length)[0]!;
    const typo = words.map((word) => (word === longest ? `${word[0]}${word[2]}${word[1]}${word.slice(3)}` : word)).join(" ");
    const page = await openPage("/");
    const box = page.getByRole("searchbox", { name: "Produkte suchen" });
    await box.fill(typo);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === typo);
    await page.getByRole("heading", { level: 1, name: `Ergebnisse für: ${typo}` }).waitFor();
    expect(await productCards(page).first().getByRole("link").textContent()).toBe(target.name);
    expect(await page.getByText(/^\d+ Produkte? gefunden$/).count()).toBeGreaterThan(0);
  });

  test("'Hiabike' finds Haibike products", async () => {
    const page = await openPage("/search?q=Hiabike");
    expect((await cardBrands(page)).length).toBeGreaterThan(0);
    expect(new Set((await cardBrands(page)).map((brand) => brand.toLowerCase()))).toEqual(new Set(["haibike"]));
  });

  test("search without a query or without hits explains itself", async () => {
    const page = await openPage("/search");
    await page.getByRole("heading", { name: "Keine Suchanfrage" }).waitFor();
    expect(await page.getByText("Bitte geben Sie einen Suchbegriff ein").isVisible()).toBe(true);
    await page.goto("/search?q=Quxxyzzyq");
    await page.getByRole("heading", { name: "Keine Produkte gefunden" }).waitFor();
    expect(await page.getByText("Versuchen Sie es mit anderen Suchbegriffen").isVisible()).toBe(true);
  });

  test("the header search box suggests products and categories, usable with the keyboard", async () => {
    const page = await openPage("/");
    const box = page.getByRole("searchbox", { name: "Produkte suchen" });
    await box.click();
    await box.pressSequentially("fully", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Suchvorschläge" });
    await list.waitFor();
    expect(await list.getByRole("option", { name: /Trail Fullys/ }).count()).toBeGreaterThan(0);
    expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));

    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await box.press("Escape");
    await list.waitFor({ state: "detached" });

    await box.press("ArrowDown");
    await list.waitFor();
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/category/") || url.pathname.startsWith("/product/"));
    expect(await box.inputValue()).toBe("");
  });
});
