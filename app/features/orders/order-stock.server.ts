import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.server";
import { orderItems, products, productVariants } from "../../db/schema";
import { ConflictError } from "../../utils/domain-errors";

interface StockLine {
  productName: string;
  quantity: number;
  /** The variant the line was bought as, with its product; or a product without variants. */
  variantId: string | null;
  productId: string;
}

/** The order's lines by what they took from stock (order_items.product_id is a variant or product id). */
async function stockLines(tx: Transaction, orderId: string): Promise<StockLine[]> {
  const items = await tx
    .select({ productId: orderItems.productId, productName: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const ids = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  if (ids.length === 0) return [];
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  const productOf = new Map(variants.map((variant) => [variant.id, variant.productId]));
  const existingProducts = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id),
  );
  return items.flatMap((item): StockLine[] => {
    if (!item.productId) return [];
    const variantProduct = productOf.get(item.productId);
    if (variantProduct) return [{ productName: item.productName, quantity: item.quantity, variantId: item.productId, productId: variantProduct }];
    // Products deleted since the order have no stock to return to.
    if (existingProducts.has(item.productId)) {
      return [{ productName: item.productName, quantity: item.quantity, variantId: null, productId: item.productId }];
    }
    return [];
  });
}

/**
 * Puts a cancelled order's items back into stock. A product's stock is the sum of its
 * variants' stock, so both move together.
 */
export async function returnOrderStock(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockLines(tx, orderId)) {
    if (line.variantId) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: new Date() })
        .where(eq(productVariants.id, line.variantId));
    }
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Takes a cancelled order's items out of stock again when it is revived. Refuses (and the
 * caller's transaction rolls back) when an item is no longer available in that quantity.
 */
export async function takeOrderStock(tx: Transaction, orderId: string): Promise<void> {
  for (const line of await stockLines(tx, orderId)) {
    const taken = line.variantId
      ? await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: new Date() })
          .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
    if (taken.length === 0) {
      throw new ConflictError(`Nicht genug Bestand für „${line.productName}“ – die Stornierung kann nicht aufgehoben werden.`);
    }
    if (line.variantId) {
      await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${line.quantity}, 0)`, updatedAt: new Date() })
        .where(eq(products.id, line.productId));
    }
  }
}
