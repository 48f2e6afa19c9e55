import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../tests/support/test-database";
import type { DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { orders, productVariants, products } from "./schema";

describe.each(testDatabaseKinds())("database layer on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const newOrder = () => ({
    customerName: "Erika Mustermann",
    customerEmail: "erika@example.de",
    customerAddress: "Hauptstraße 1",
    customerCity: "Berlin",
    customerZip: "10115",
    totalAmount: "1299.00",
  });

  it("re-running the migrations changes nothing", async () => {
    await expect(migrateDatabase(handle)).resolves.toBeUndefined();
  });

  it("gives every order a unique, sequence-backed order number, also under concurrency", async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () => handle.db.insert(orders).values(newOrder()).returning({ orderNumber: orders.orderNumber })),
    );
    const numbers = created.map(([row]) => row!.orderNumber);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(/^RW-\d{6,}$/);
    const [row] = await handle.db.select().from(orders).where(eq(orders.orderNumber, numbers[0]!));
    expect(row?.status).toBe("pending");
    expect(row?.customerCountry).toBe("Deutschland");
  });

  it("refuses negative stock at the database level", async () => {
    const [product] = await handle.db
      .insert(products)
      .values({ handle: "probe-rad", name: "Probe Rad", price: "100.00", stock: 1 })
      .returning();
    await expect(
      handle.db.update(products).set({ stock: -1 }).where(eq(products.id, product!.id)),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insert(productVariants)
        .values({ productId: product!.id, price: "10.00", stock: -3, optionsKey: "x" }),
    ).rejects.toThrow();
  });

  it("keeps handles unique", async () => {
    await handle.db.insert(products).values({ handle: "einmalig", name: "A", price: "1.00" });
    await expect(handle.db.insert(products).values({ handle: "einmalig", name: "B", price: "1.00" })).rejects.toThrow();
  });

  it("stems German words in the search vector", async () => {
    await handle.db.insert(products).values({
      handle: "trekking-rad-blau",
      name: "Trekkingrad Tour Blau",
      description: "<p>Ein robustes Fahrrad für lange Touren.</p>",
      brand: "Cube",
      price: "899.00",
    });
    const hits = await handle.db
      .select({ handle: products.handle })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('german', 'Fahrräder')`);
    expect(hits.map((hit) => hit.handle)).toContain("trekking-rad-blau");
  });
});
