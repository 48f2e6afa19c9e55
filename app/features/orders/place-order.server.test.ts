import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestProduct } from "../../../tests/support/orders";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { mailOutbox, orderItems, orders, products, productVariants } from "../../db/schema";
import { DEMO_BANK } from "../../utils/env.server";
import { placeOrderInputSchema, type PlaceOrderInput } from "../checkout/checkout-schema";
import { OutOfStockError, placeOrder } from "./place-order.server";

const shop = { ...DEMO_BANK, SHOP_NAME: "Radwerk", PUBLIC_URL: "http://localhost:3000" };

function orderInput(lines: PlaceOrderInput["lines"], overrides: Partial<{ idempotencyKey: string; notes: string }> = {}) {
  return placeOrderInputSchema.parse({
    idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
    shipping: {
      name: "Erika Mustermann",
      email: "erika@example.com",
      phone: "",
      address: "Hauptstraße 5",
      zip: "10115",
      city: "Berlin",
      country: "Deutschland",
      notes: overrides.notes ?? "",
    },
    lines,
  });
}

describe.each(testDatabaseKinds())("placeOrder on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const stockOf = async (variantId: string) =>
    (await handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
  const productStock = async (productId: string) =>
    (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;
  const orderCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;

  it("places a pending order with database prices, option names, stock taken and the confirmation mail queued", async () => {
    const { product, variants } = await insertTestProduct(handle.db, { name: "Cube Stereo", priceCents: 249_900, variantStock: [3, 2] });
    const [small, large] = variants;
    const placed = await placeOrder(
      handle.db,
      orderInput([
        { productId: product.id, variantId: small!.id, quantity: 2 },
        { productId: product.id, variantId: large!.id, quantity: 1 },
      ]),
      shop,
    );
    expect(placed.created).toBe(true);
    expect(placed.orderNumber).toMatch(/^RW-\d+$/);
    expect(placed.totalCents).toBe(3 * 249_900);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: "pending", totalAmount: "7497.00", notes: null, customerPhone: null });
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((item) => [item.productId, item.productName, item.quantity, item.price]).sort()).toEqual(
      [
        [small!.id, "Cube Stereo (0)", 2, "2499.00"],
        [large!.id, "Cube Stereo (1)", 1, "2499.00"],
      ].sort(),
    );
    expect(await stockOf(small!.id)).toBe(1);
    expect(await stockOf(large!.id)).toBe(1);
    expect(await productStock(product.id)).toBe(2);
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, "erika@example.com"));
    const confirmation = mails.find((mail) => mail.subject.includes(placed.orderNumber));
    expect(confirmation?.text).toMatch(/Gesamt \(inkl\. MwSt\.\): 7\.497,00\s€/);
    expect(confirmation?.text).toMatch(/Enthaltene MwSt\. \(19 %\): 1\.197,00\s€/);
    expect(confirmation?.attachments[0]).toMatchObject({ contentType: "image/png", cid: "girocode@radwerk" });
  });

  it("ignores a tampered client price: the order uses the database price", async () => {
    const { product } = await insertTestProduct(handle.db, { name: "Trek Marlin", priceCents: 89_900, stock: 4 });
    // The browser's line carries a price of 1 cent; the schema drops it and the server looks the price up.
    const tampered = orderInput([{ productId: product.id, quantity: 2, priceCents: 1 } as never]);
    const placed = await placeOrder(handle.db, tampered, shop);
    expect(placed.totalCents).toBe(179_800);
    const [item] = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(item).toMatchObject({ productId: product.id, productName: "Trek Marlin", price: "899.00", quantity: 2 });
    expect(await productStock(product.id)).toBe(2);
  });

  it("returns the same order for the same idempotency key, also when submitted twice at once", async () => {
    const { product, variants } = await insertTestProduct(handle.db, { variantStock: [10] });
    const input = orderInput([{ productId: product.id, variantId: variants[0]!.id, quantity: 1 }]);
    const before = await orderCount();
    const [first, second] = await Promise.all([placeOrder(handle.db, input, shop), placeOrder(handle.db, input, shop)]);
    const third = await placeOrder(handle.db, input, shop);
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(third).toMatchObject({ orderNumber: first.orderNumber, created: false });
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(variants[0]!.id)).toBe(9);
  });

  it("refuses an order naming the item when it has less stock than asked, and writes nothing", async () => {
    const { product, variants } = await insertTestProduct(handle.db, { name: "Haibike AllMtn", variantStock: [5, 1] });
    const before = await orderCount();
    const attempt = placeOrder(
      handle.db,
      orderInput([
        { productId: product.id, variantId: variants[0]!.id, quantity: 2 },
        { productId: product.id, variantId: variants[1]!.id, quantity: 2 },
      ]),
      shop,
    );
    await expect(attempt).rejects.toBeInstanceOf(OutOfStockError);
    await expect(attempt).rejects.toThrow("Von „Haibike AllMtn (1)“ sind nur noch 1 Stück verfügbar.");
    expect(await orderCount()).toBe(before);
    expect(await stockOf(variants[0]!.id)).toBe(5);
    expect(await productStock(product.id)).toBe(6);
  });

  it("refuses an empty cart with 'Warenkorb ist leer'", async () => {
    await expect(placeOrder(handle.db, orderInput([]), shop)).rejects.toThrow("Warenkorb ist leer");
  });

  it("sells exactly the stock under 200 concurrent orders and never goes below zero", async () => {
    const { product, variants } = await insertTestProduct(handle.db, { name: "Santa Cruz Hightower", variantStock: [5] });
    const variantId = variants[0]!.id;
    const before = await orderCount();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => placeOrder(handle.db, orderInput([{ productId: product.id, variantId, quantity: 1 }]), shop)),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(succeeded).toHaveLength(5);
    expect(refused.every((result) => (result as PromiseRejectedResult).reason instanceof OutOfStockError)).toBe(true);
    expect(await stockOf(variantId)).toBe(0);
    expect(await productStock(product.id)).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const numbers = new Set(succeeded.map((result) => (result as PromiseFulfilledResult<{ orderNumber: string }>).value.orderNumber));
    expect(numbers.size).toBe(5);
  }, 120_000);

  it("leaves no order and no stock change when inserting the items fails midway", async () => {
    const { product, variants } = await insertTestProduct(handle.db, { variantStock: [4] });
    // A real database failure in the middle of the transaction, after stock and order row were written.
    await handle.db.execute(sql.raw(`CREATE FUNCTION fail_items() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'items insert failed'; END $$`));
    await handle.db.execute(sql.raw(`CREATE TRIGGER fail_items BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_items()`));
    const before = await orderCount();
    const mailsBefore = (await handle.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    try {
      await expect(
        placeOrder(handle.db, orderInput([{ productId: product.id, variantId: variants[0]!.id, quantity: 3 }]), shop),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(sql.raw(`DROP TRIGGER fail_items ON order_items`));
      await handle.db.execute(sql.raw(`DROP FUNCTION fail_items()`));
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(variants[0]!.id)).toBe(4);
    expect(await productStock(product.id)).toBe(4);
    expect((await handle.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore);
  });
});
