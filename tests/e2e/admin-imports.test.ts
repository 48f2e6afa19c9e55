import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_TOOLS, ADMIN_TOOL_IDS } from "../../app/features/imports/admin-tools";
import { REGULAR_BIKE_IMPORT_PARTS } from "../../app/features/imports/import-categories";
import { copyImportDir, PUBLIC_DIR } from "../../app/features/imports/testing.server";
import { E2E_ADMIN } from "./admin-fixtures";
import { signInCookie, startAppServer, toast, type AppServer } from "./admin-support";
import { waitForHydration } from "./support";

// The import tools change the whole catalogue (delete all, re-import), so they run against an
// app process of their own with a private copy of the import files – one of them broken on
// purpose – and no pauses (IMPORT_PAUSE_SCALE=0).
const BROKEN_CATEGORY = "retro-bikes";

const manifest = new Map(
  (JSON.parse(readFileSync(path.join(PUBLIC_DIR, "csv-imports", "manifest.json"), "utf8")) as { files: Array<{ path: string; products: number; variantsWithOptions: number }> }).files.map(
    (file) => [file.path, file],
  ),
);

describe("admin import and maintenance tools", () => {
  let server: AppServer;
  let files: ReturnType<typeof copyImportDir>;
  let cookie: string;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    files = copyImportDir();
    const broken = path.join(files.dir, "csv-imports", `${BROKEN_CATEGORY}.csv`);
    writeFileSync(broken, readFileSync(broken, "utf8").replace("Variant Price", "Preis"));
    server = await startAppServer({
      DATABASE_URL: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      IMPORT_DIR: files.dir,
      IMPORT_PAUSE_SCALE: "0",
    });
    cookie = await signInCookie(E2E_ADMIN, server.url);
    browser = await chromium.connect(inject("e2eBrowserEndpoint"));
    context = await browser.newContext({ baseURL: server.url, locale: "de-DE" });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: server.url };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    files?.remove();
  });

  async function open(pathname: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(pathname);
    await waitForHydration(page);
    return page;
  }

  const figure = (page: Page, label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

  it("renders all 21 admin routes (dashboard, orders, 19 tools) with their title and action", async () => {
    const pages: Array<[string, string, string]> = [
      ["/admin", "Admin-Dashboard", "Reguläre Fahrräder Import - Teil 4 (13 Kategorien) - FINALE"],
      ["/admin/orders", "Bestellverwaltung", "CSV exportieren"],
      ...ADMIN_TOOL_IDS.map((id): [string, string, string] => [`/admin/${id}`, ADMIN_TOOLS[id].title, ADMIN_TOOLS[id].action]),
    ];
    expect(pages).toHaveLength(21);
    for (const [pathname, title, action] of pages) {
      const response = await fetch(`${server.url}${pathname}`, { headers: { cookie }, redirect: "manual" });
      expect(response.status, pathname).toBe(200);
      const html = (await response.text()).replaceAll("<!-- -->", "");
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "").trim();
      expect(heading, pathname).toBe(title);
      expect(html, `${pathname}: ${action}`).toMatch(new RegExp(`<(button|a)[^>]*>(?:(?!</(button|a)>)[\\s\\S])*${action.replace(/[()]/g, "\\$&")}`));
    }
    // Without a session the tools are not reachable.
    const anonymous = await fetch(`${server.url}/admin/delete-products`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth");
    const api = await fetch(`${server.url}/api/admin/imports/category`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(api.status).toBe(401);
  });

  it("imports regular bikes part 4: 12 green cards, 1 red card for the broken file, and the toast counts", async () => {
    const page = await open("/admin/regular-bikes-import-4");
    await page.getByRole("heading", { name: "Reguläre Fahrräder Import - Teil 4 (13 Kategorien) - FINALE" }).waitFor();
    // Hold the start request a moment: meanwhile the button is disabled and shows a spinner.
    await page.route("**/admin/regular-bikes-import-4.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const button = page.getByRole("button", { name: "Alle 13 Kategorien importieren" });
    await button.click();
    await page.waitForFunction(() => [...document.querySelectorAll("button")].some((element) => element.textContent?.includes("Alle 13 Kategorien importieren") && element.disabled && element.querySelector(".animate-spin")));

    await page.getByRole("heading", { name: "Import-Ergebnisse:" }).waitFor({ timeout: 60_000 });
    const good = REGULAR_BIKE_IMPORT_PARTS[3].filter((category) => category.slug !== BROKEN_CATEGORY).map((category) => manifest.get(`csv-imports/${category.slug}.csv`)!);
    const products = good.reduce((sum, file) => sum + file.products, 0);
    const variants = good.reduce((sum, file) => sum + file.variantsWithOptions, 0);
    await toast(page, "Import abgeschlossen").filter({ hasText: `12/13 Kategorien erfolgreich importiert. ${products} Produkte, ${variants} Varianten.` }).waitFor();

    expect(await page.locator("[data-category-result=success]").count()).toBe(12);
    const red = page.locator("[data-category-result=failure]");
    expect(await red.count()).toBe(1);
    expect(await red.textContent()).toContain("Retro Bikes");
    expect(await red.textContent()).toContain("Pflichtspalten fehlen: Variant Price");
    expect(await red.getAttribute("class")).toContain("border-red-500");
    const firstGood = page.locator("[data-category-result=success]").first();
    expect(await firstGood.getAttribute("class")).toContain("border-green-500");
    expect(await firstGood.textContent()).toMatch(/\d+ Produkte, \d+ Varianten/);
    expect(await button.isDisabled()).toBe(false);
  });

  it("deletes all products only after the confirmation dialog", async () => {
    const page = await open("/admin/delete-products");
    const start = page.getByRole("button", { name: "Alle Produkte löschen" });
    await start.click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Sind Sie sicher, dass Sie ALLE Produkte löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden!").waitFor();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);

    await start.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ja, alle löschen" }).click();
    await toast(page, "Alle Produkte gelöscht").waitFor({ timeout: 60_000 });
    expect(Number(await figure(page, "Produkte gelöscht").textContent())).toBeGreaterThan(0);

    // The dashboard counts no products any more (orders keep theirs: maintenance.server.test.ts).
    const dashboard = await open("/admin");
    const products = dashboard.getByText("Produkte", { exact: true }).first().locator("xpath=following-sibling::p[1]");
    expect(await products.textContent()).toBe("0");
  });

  it("re-imports the default file, then a dry run of it shows every product as unchanged", async () => {
    const page = await open("/admin/import");
    await page.getByRole("button", { name: "Import starten" }).click();
    await toast(page, "Produkte erfolgreich importiert").waitFor({ timeout: 60_000 });
    const count = manifest.get("products.csv")!.products;
    expect(await figure(page, "Neu").textContent()).toBe(String(count));

    await page.getByLabel("Probelauf: nur prüfen, nichts schreiben").check();
    await page.getByRole("button", { name: "Import starten" }).click();
    await toast(page, "Probelauf abgeschlossen").waitFor({ timeout: 60_000 });
    expect(await figure(page, "Unverändert").textContent()).toBe(String(count));
    expect(await figure(page, "Würden neu angelegt").textContent()).toBe("0");
    await page.getByRole("heading", { name: "Ergebnis (Probelauf – nichts geschrieben)" }).waitFor();

    // The history lists the runs; the part-4 run's error report downloads as CSV.
    const history = page.locator("section", { has: page.getByRole("heading", { name: "Letzte Läufe" }) });
    await history.getByText("Probelauf").first().waitFor();
    const reportLink = history.locator("a[href$='/errors.csv']").first();
    const href = await reportLink.getAttribute("href");
    const report = await fetch(`${server.url}${href}`, { headers: { cookie } });
    expect(report.headers.get("content-type")).toContain("text/csv");
    expect(await report.text()).toContain("Pflichtspalten fehlen: Variant Price");
  });

  it("keeps a run going when the page is closed and shows its result when the page is opened again", async () => {
    const page = await open("/admin/complex-import");
    const answered = page.waitForResponse((response) => response.url().includes("/admin/complex-import.data") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Alle Dateien importieren" }).click();
    await answered;
    await page.close();

    const again = await open("/admin/complex-import");
    await again.getByRole("heading", { name: "Ergebnis" }).waitFor({ timeout: 60_000 });
    await again.getByTestId("run-message").filter({ hasText: "120 Produkte" }).waitFor();
  });

  it("refuses a file that is not CSV with a clear German message", async () => {
    const page = await open("/admin/custom-import");
    await page.getByLabel("CSV-Datei (Shopify-Format)").setInputFiles({ name: "katalog.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 …") });
    await page.getByRole("button", { name: "Datei importieren" }).click();
    await toast(page, "Fehler beim Importieren").filter({ hasText: "„katalog.pdf“ ist keine CSV-Datei." }).waitFor();
  });
});
