import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseUrl, newContext, openPage, waitForHydration } from "./support";

function pathWithQuery(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

async function statusOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  return response.status();
}

/** Two animation frames: enough for a submit handler and any client navigation it starts. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

describe("Layout: header, footer, 404", () => {
  test("home shows the hero heading inside the shop layout", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Deine Leidenschaft. Unsere Bikes." }).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Radwerk" }).getAttribute("href")).toBe("/");
    const footer = page.getByRole("contentinfo");
    for (const text of ["Shop", "Service", "Rechtliches", "Impressum", "Datenschutz", "AGB", "Versand", "Retoure", "Kontakt"]) {
      expect(await footer.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await footer.getByText("Zahlung per Vorkasse (Banküberweisung)").isVisible()).toBe(true);
    expect(await footer.getByText(`© ${new Date().getFullYear()}`).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Warenkorb, 0 Artikel" }).isVisible()).toBe(true);
    // Auth arrives later: nobody is admin or signed in yet.
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Abmelden" }).count()).toBe(0);
    // The header swaps its no-JS menus for Radix after hydration; that must not cause a mismatch.
    expect(errors.filter((message) => /hydrat|#418|#423|#425/i.test(message))).toEqual([]);
  });

  test("the 'E-Bikes' menu lists the e-bike categories and its submenus link to category pages", async () => {
    const page = await openPage("/");
    await page.getByRole("button", { name: "E-Bikes" }).click();
    const menu = page.getByRole("menu", { name: "E-Bikes" });
    await menu.waitFor();
    expect(await menu.getByRole("menuitem", { name: "Mountainbikes", exact: true }).count()).toBe(0);

    const eMtb = menu.getByRole("menuitem", { name: "E-Mountainbikes", exact: true });
    await eMtb.hover();
    const fully = page.getByRole("menuitem", { name: "E-Bikes Fully", exact: true });
    await fully.waitFor();
    expect(await fully.getAttribute("href")).toBe("/category/e-mountainbikes/e-bikes-fully");

    await fully.click();
    await page.waitForURL("**/category/e-mountainbikes/e-bikes-fully");
    await menu.waitFor({ state: "detached" });
    expect(await statusOf(page, "/category/e-mountainbikes/e-bikes-fully")).toBe(200);
  });

  test("the 'Fahrräder' menu reaches a third-level category", async () => {
    const page = await openPage("/");
    await page.getByRole("button", { name: "Fahrräder" }).click();
    const menu = page.getByRole("menu", { name: "Fahrräder" });
    await menu.waitFor();
    expect(await menu.getByRole("menuitem", { name: "E-Mountainbikes", exact: true }).count()).toBe(0);

    const mountainbikes = menu.getByRole("menuitem", { name: "Mountainbikes", exact: true });
    expect(await mountainbikes.getAttribute("href")).toBe("/category/mountainbikes");
    await mountainbikes.hover();
    const fullys = page.getByRole("menuitem", { name: "MTB Fullys", exact: true });
    await fullys.hover();
    const trail = page.getByRole("menuitem", { name: "Trail Fullys", exact: true });
    await trail.waitFor();
    expect(await trail.getAttribute("href")).toBe("/category/mountainbikes/mtb-fullys/trail-fullys");

    await trail.click();
    await page.waitForURL("**/category/mountainbikes/mtb-fullys/trail-fullys");
    expect(await statusOf(page, "/category/mountainbikes/mtb-fullys/trail-fullys")).toBe(200);
  });

  test("the menus work with the keyboard and Escape closes them", async () => {
    const page = await openPage("/");
    const trigger = page.getByRole("button", { name: "E-Bikes" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "E-Bikes" });
    await menu.waitFor();
    // Opening by keyboard focuses the first entry, E-Mountainbikes; → opens its submenu.
    await page.waitForFunction(() => document.activeElement?.textContent === "E-Mountainbikes");
    await page.keyboard.press("ArrowRight");
    const all = page.getByRole("menuitem", { name: "Alle E-Mountainbikes" });
    await all.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === "Alle E-Mountainbikes");

    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("search trims the query, navigates to /search and clears the box", async () => {
    const page = await openPage("/");
    const box = page.getByRole("searchbox", { name: "Produkte suchen" });
    expect(await box.getAttribute("placeholder")).toBe("Suchen...");
    await box.fill("  Cube  ");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.search === "?q=Cube");
    expect(await box.inputValue()).toBe("");
  });

  test("an empty or whitespace-only search stays on the page", async () => {
    const page = await openPage("/");
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/search")) searchRequests.push(request.url());
    });
    const box = page.getByRole("searchbox", { name: "Produkte suchen" });
    await box.fill("   ");
    await box.press("Enter");
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await settle(page);
    expect(pathWithQuery(page)).toBe("/");
    expect(searchRequests).toEqual([]);
  });

  test("an unknown path answers 404 with a link home", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    const home = page.getByRole("link", { name: "Return to Home" });
    expect(await home.getAttribute("href")).toBe("/");
    // The 404 keeps the shop header and footer.
    expect(await page.getByRole("search").count()).toBe(1);
  });

  test("without JavaScript, category pages are reachable and search still submits", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('href="/category/mountainbikes"');
    expect(html).toContain('href="/category/mountainbikes/mtb-fullys/trail-fullys"');
    expect(html).toContain('href="/category/e-mountainbikes/e-bikes-fully"');

    const page = await openPage("/", { javaScriptEnabled: false });
    await page.getByRole("navigation", { name: "Kategorien" }).getByText("Fahrräder", { exact: true }).click();
    const link = page.getByRole("banner").getByRole("link", { name: "Mountainbikes", exact: true });
    await link.click();
    await page.waitForURL("**/category/mountainbikes");

    const box = page.getByRole("searchbox", { name: "Produkte suchen" });
    await box.fill("Trek");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "Trek");
  });

  test("on a phone the hamburger opens the category tree", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "E-Bikes" }).isVisible()).toBe(false);

    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const panel = page.getByRole("dialog", { name: "Menü" });
    await panel.waitFor();
    await panel.getByText("Mountainbikes", { exact: true }).click();
    await panel.getByText("MTB Fullys", { exact: true }).click();
    await panel.getByRole("link", { name: "Trail Fullys" }).click();
    await page.waitForURL("**/category/mountainbikes/mtb-fullys/trail-fullys");
    await panel.waitFor({ state: "detached" });
  });
});
