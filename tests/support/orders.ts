import { randomUUID } from "node:crypto";
import type { Queryable } from "../../app/db/client.server";
import { orderItems, orders, products, productVariants } from "../../app/db/schema";
import { centsToDecimal } from "../../app/utils/money";

export interface TestOrderInput {
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string | null;
  customerAddress?: string;
  customerZip?: string;
  customerCity?: string;
  customerCountry?: string;
  notes?: string | null;
  status?: string;
  createdAt?: Date;
  items?: Array<{ productName: string; quantity: number; priceCents: number; productId?: string | null }>;
}

/**
 * Inserts an order with its items straight into the tables – a stand-in for checkout
 * (app/features/orders/place-order.server.ts) in tests of the admin side. Takes no stock.
 */
export async function insertTestOrder(db: Queryable, input: TestOrderInput = {}) {
  const items = input.items ?? [{ productName: "Cube Stereo ONE44 (Rahmenhöhe: M)", quantity: 1, priceCents: 249_900 }];
  const totalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      customerName: input.customerName ?? "Erika Mustermann",
      customerEmail: input.customerEmail ?? "erika@example.com",
      customerPhone: input.customerPhone === undefined ? "0170 1234567" : input.customerPhone,
      customerAddress: input.customerAddress ?? "Hauptstraße 5",
      customerZip: input.customerZip ?? "10115",
      customerCity: input.customerCity ?? "Berlin",
      customerCountry: input.customerCountry ?? "Deutschland",
      notes: input.notes ?? null,
      status: input.status ?? "pending",
      totalAmount: centsToDecimal(totalCents),
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  if (!order) throw new Error("Testbestellung nicht angelegt");
  if (items.length > 0) {
    await db.insert(orderItems).values(
      items.map((item) => ({
        orderId: order.id,
        productId: item.productId ?? null,
        productName: item.productName,
        quantity: item.quantity,
        price: centsToDecimal(item.priceCents),
      })),
    );
  }
  return order;
}

/** A product with variants (one per entry of `variantStock`) or, without, its own stock. */
export async function insertTestProduct(
  db: Queryable,
  input: { name?: string; priceCents?: number; stock?: number; variantStock?: number[] } = {},
) {
  const variantStock = input.variantStock ?? [];
  const stock = variantStock.length ? variantStock.reduce((a, b) => a + b, 0) : (input.stock ?? 5);
  const [product] = await db
    .insert(products)
    .values({
      handle: `test-${randomUUID()}`,
      name: input.name ?? "Testrad",
      price: centsToDecimal(input.priceCents ?? 99_900),
      stock,
    })
    .returning();
  if (!product) throw new Error("Testprodukt nicht angelegt");
  const variants = variantStock.length
    ? await db
        .insert(productVariants)
        .values(
          variantStock.map((value, index) => ({
            productId: product.id,
            price: centsToDecimal(input.priceCents ?? 99_900),
            stock: value,
            optionsKey: `Rahmenhöhe:${index}`,
            selectedOptions: [{ name: "Rahmenhöhe", value: String(index) }],
            position: index,
          })),
        )
        .returning()
    : [];
  return { product, variants };
}
