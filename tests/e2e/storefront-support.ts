import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";

const root = path.resolve(import.meta.dirname, "../..");

export interface DemoProduct {
  handle: string;
  name: string;
  brand: string;
  optionName: string;
  /** Lowest variant price in euros. */
  price: number;
  soldOutValue: string;
  availableValue: string;
}

/**
 * A product of the seeded demo catalogue (public/csv-imports/{file}.csv) with one option,
 * a sold-out variant and an available one, read from the same file the server imported.
 */
export function demoProductWithSoldOutVariant(file: string): DemoProduct {
  const rows = parse(readFileSync(path.join(root, "public/csv-imports", `${file}.csv`)), { columns: true, bom: true }) as Array<Record<string, string>>;
  const byHandle = new Map<string, Array<Record<string, string>>>();
  for (const row of rows) byHandle.set(row.Handle!, [...(byHandle.get(row.Handle!) ?? []), row]);
  for (const [handle, group] of byHandle) {
    const [first] = group;
    const variants = group.filter((row) => row["Variant Price"]);
    if (!first?.["Option1 Name"] || first["Option2 Name"]) continue;
    const soldOut = variants.find((row) => Number(row["Variant Inventory Qty"]) <= 0);
    const available = variants.find((row) => Number(row["Variant Inventory Qty"]) > 0);
    if (!soldOut || !available) continue;
    return {
      handle,
      name: first.Title!,
      brand: first.Vendor!,
      optionName: first["Option1 Name"],
      price: Math.min(...variants.map((row) => Number(row["Variant Price"]))),
      soldOutValue: soldOut["Option1 Value"]!,
      availableValue: available["Option1 Value"]!,
    };
  }
  throw new Error(`Kein Demo-Produkt mit ausverkaufter Variante in ${file}.csv`);
}

/** The product cards of the listing grid. */
export function productCards(page: Page): Locator {
  return page.getByRole("list", { name: "Produkte" }).getByRole("article");
}

/** Prices (euros) of the cards, in page order, read from their <data value>. */
export async function cardPrices(page: Page): Promise<number[]> {
  const values = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector("data")?.getAttribute("value") ?? "NaN"),
  );
  return values.map(Number);
}

export async function cardBrands(page: Page): Promise<string[]> {
  return productCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));
}

/** Runs axe-core in the page; returns serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.addScriptTag({ path: path.join(root, "node_modules/axe-core/axe.min.js") });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }> }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "",
      nodes: violation.nodes.slice(0, 3).map((node) => node.html),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

export function isAscending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || values[index - 1]! <= value);
}
