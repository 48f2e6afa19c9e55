import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { E2E_ADMIN } from "./admin-fixtures";
import { signInContext, toast } from "./admin-support";
import { baseUrl, newContext, waitForHydration } from "./support";

async function adminPage(pathname: string) {
  const context = await newContext();
  await signInContext(context, E2E_ADMIN);
  const page = await context.newPage();
  await page.goto(pathname);
  await waitForHydration(page);
  return page;
}

function mailsMentioning(text: string): string[] {
  const dir = path.join(inject("e2eDataDir"), "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(dir, file), "utf8")).filter((mail) => mail.includes(text));
}

describe("admin orders (/admin/orders)", () => {
  const [hanna, jonas, sophie] = inject("e2eAdminFixtures").orderNumbers;

  it("lists every order newest first with customer data, items, totals in euros and German dates", async () => {
    const page = await adminPage("/admin");
    await page.getByRole("link", { name: /Bestellungen verwalten/ }).click();
    await page.waitForURL(`${baseUrl()}/admin/orders`);
    await page.getByRole("heading", { name: "Bestellverwaltung" }).waitFor();

    const headings = await page.locator("article h2").allInnerTexts();
    expect(headings.slice(0, 3)).toEqual([`Bestellung ${sophie}`, `Bestellung ${jonas}`, `Bestellung ${hanna}`]);
    const card = page.locator(`article[data-order-number="${hanna}"]`);
    for (const text of ["Hanna Hartmann", "hanna@example.com", "0170 1234567", "Lindenweg 3", "80331 München", "Deutschland", "Bitte beim Nachbarn abgeben"]) {
      await card.getByText(text).first().waitFor();
    }
    await card.getByRole("cell", { name: "Haibike AllMtn 7 (Rahmenhöhe: L)" }).waitFor();
    await card.getByRole("cell", { name: "5.499,00 €" }).waitFor();
    await card.getByRole("cell", { name: "5.658,90 €" }).waitFor();
    expect(await card.locator("time").innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(await page.getByLabel(`Status von Bestellung ${jonas}`).inputValue()).toBe("paid");
    expect(await page.getByLabel(`Status von Bestellung ${hanna}`).locator("option").allInnerTexts()).toEqual([
      "Ausstehend",
      "Bezahlt",
      "Versendet",
      "Abgeschlossen",
      "Storniert",
    ]);
  });

  it("changes a status: toast, history entry, customer mail in the outbox – and a second browser sees it live", async () => {
    const page = await adminPage("/admin/orders");
    const watcher = await adminPage("/admin/orders");
    await page.locator("[data-live-status='live']").waitFor();
    await watcher.locator("[data-live-status='live']").waitFor();

    await page.getByLabel(`Status von Bestellung ${hanna}`).selectOption("paid");
    await toast(page, "Status aktualisiert").waitFor();
    // The other browser context was not reloaded: the change arrived over SSE.
    await expect.poll(() => watcher.getByLabel(`Status von Bestellung ${hanna}`).inputValue(), { timeout: 10_000 }).toBe("paid");

    await expect.poll(() => mailsMentioning(hanna ?? "").length, { timeout: 10_000 }).toBe(1);
    expect(mailsMentioning(hanna ?? "")[0]).toContain("To: hanna@example.com");

    await page.getByLabel(`Status von Bestellung ${hanna}`).selectOption("shipped");
    await page.getByRole("dialog").getByLabel("Sendungsnummer (optional)").fill("00340434161094042557");
    await page.getByRole("button", { name: "Als versendet markieren" }).click();
    await toast(page, "Status aktualisiert").first().waitFor();
    await expect.poll(() => watcher.getByLabel(`Status von Bestellung ${hanna}`).inputValue(), { timeout: 10_000 }).toBe("shipped");
    await expect.poll(() => mailsMentioning("00340434161094042557").length, { timeout: 10_000 }).toBe(1);

    await page.getByRole("link", { name: `Bestellung ${hanna}` }).click();
    await page.getByRole("heading", { name: "Statusverlauf" }).waitFor();
    const history = page.locator("section[aria-labelledby='verlauf'] li");
    expect(await history.count()).toBe(2);
    expect(await history.nth(0).innerText()).toMatch(/Bezahlt → Versendet[\s\S]*admin@radwerk\.example[\s\S]*Sendungsnummer: 00340434161094042557/);
    expect(await history.nth(1).innerText()).toMatch(/Ausstehend → Bezahlt[\s\S]*admin@radwerk\.example/);
  });

  it("filters by status, searches by name, and exports the filtered list as CSV", async () => {
    const page = await adminPage("/admin/orders");
    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await page.getByRole("button", { name: "Filtern" }).click();
    await page.waitForURL(/status=pending/);
    expect(await page.locator("article h2").allInnerTexts()).not.toContain(`Bestellung ${jonas}`);
    expect(await page.locator("article h2").allInnerTexts()).toContain(`Bestellung ${sophie}`);

    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByLabel("Suche").fill("SOPHIE");
    await page.getByRole("button", { name: "Filtern" }).click();
    await page.waitForURL(/q=SOPHIE/);
    expect(await page.locator("article h2").allInnerTexts()).toEqual([`Bestellung ${sophie}`]);

    const href = await page.getByRole("link", { name: "CSV exportieren" }).getAttribute("href");
    expect(href).toBe("/api/admin/orders/export?q=SOPHIE");
    const csv = await page.context().request.get(href ?? "");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toContain("Bestellnummer;Datum;Status;Name;E-Mail");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${sophie};`);
    expect(lines[1]).toContain("Sophie Wagner");
    expect(lines[1]).toContain(";2199,00;");
  });

  it("the orders page's sign-out returns to /admin (and from there to /auth)", async () => {
    const page = await adminPage("/admin/orders");
    await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(`${baseUrl()}/auth`);
  });
});
