import { and, eq, gte, notExists, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "../../db/client.server";
import { orderItems, orders, products, productVariants, type SelectedOption } from "../../db/schema";
import { ConflictError, ValidationError } from "../../utils/domain-errors";
import { centsToDecimal, toCents, type Cents } from "../../utils/money";
import type { OrderLineInput, PlaceOrderInput } from "../checkout/checkout-schema";
import { enqueueMail } from "../mail/outbox.server";
import { orderConfirmationMail, type ConfirmationMailContext } from "./order-confirmation.server";

/** An item is sold out or has less stock than asked; nothing was written. */
export class OutOfStockError extends ConflictError {
  override name = "OutOfStockError";
  constructor(
    readonly itemName: string,
    readonly available: number,
  ) {
    super(
      available <= 0
        ? `„${itemName}“ ist leider ausverkauft.`
        : `Von „${itemName}“ sind nur noch ${available} Stück verfügbar.`,
    );
  }
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  totalCents: Cents;
  /** False when the idempotency key belonged to an order placed before (a repeated submit). */
  created: boolean;
}

interface PricedLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  itemName: string;
  unitCents: Cents;
}

/** Spec §3: the product name plus the chosen option values in brackets, comma separated. */
export function orderItemName(productName: string, options: SelectedOption[] | null | undefined): string {
  const values = (options ?? []).map((option) => option.value).filter(Boolean);
  return values.length ? `${productName} (${values.join(", ")})` : productName;
}

/** Same product and variant twice in the cart counts as one line. */
function mergeLines(lines: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<string, OrderLineInput>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ""}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** A fixed lock order (variants by id, then products by id) keeps concurrent orders from deadlocking. */
const lockKey = (line: OrderLineInput) => (line.variantId ? `0${line.variantId}` : `1${line.productId}`);

async function describeLine(tx: Transaction, line: OrderLineInput): Promise<{ name: string; stock: number } | null> {
  const [product] = await tx.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, line.productId));
  if (!product) return null;
  if (!line.variantId) return { name: product.name, stock: product.stock };
  const [variant] = await tx
    .select({ stock: productVariants.stock, options: productVariants.selectedOptions })
    .from(productVariants)
    .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)));
  if (!variant) return null;
  return { name: orderItemName(product.name, variant.options), stock: variant.stock };
}

/**
 * Takes one line out of stock and returns its current price and name. The conditional
 * UPDATE is the whole guarantee against overselling: the row lock serialises concurrent
 * orders and `stock >= quantity` is re-checked after waiting, so stock never goes below 0.
 */
async function takeLine(tx: Transaction, line: OrderLineInput): Promise<PricedLine> {
  const now = new Date();
  if (line.variantId) {
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, updatedAt: now })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.productId, line.productId),
          gte(productVariants.stock, line.quantity),
        ),
      )
      .returning({ price: productVariants.price, options: productVariants.selectedOptions });
    if (variant) {
      // products.stock is the sum of its variants' stock.
      const [product] = await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${line.quantity}, 0)`, updatedAt: now })
        .where(eq(products.id, line.productId))
        .returning({ name: products.name });
      if (!product) throw new ValidationError("Ein Artikel im Warenkorb ist nicht mehr erhältlich.");
      return {
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        itemName: orderItemName(product.name, variant.options),
        unitCents: toCents(variant.price),
      };
    }
  } else {
    const hasVariants = tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, products.id));
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: now })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity), notExists(hasVariants)))
      .returning({ name: products.name, price: products.price });
    if (product) {
      return { productId: line.productId, variantId: null, quantity: line.quantity, itemName: product.name, unitCents: toCents(product.price) };
    }
    const [withVariant] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, line.productId)).limit(1);
    if (withVariant) throw new ValidationError("Bitte wählen Sie eine Variante für jeden Artikel im Warenkorb.");
  }
  const current = await describeLine(tx, line);
  if (!current) throw new ValidationError("Ein Artikel im Warenkorb ist nicht mehr erhältlich.");
  throw new OutOfStockError(current.name, current.stock);
}

async function findByIdempotencyKey(db: Queryable, key: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return order ? { orderId: order.orderId, orderNumber: order.orderNumber, totalCents: toCents(order.total), created: false } : null;
}

/** Thrown inside the transaction to roll it back when another submit with the same key won. */
class DuplicateSubmit extends Error {}

/**
 * Places an order (DESIGN.md §5) in one transaction: current prices and stock from the
 * database (the browser's prices are never used), stock taken without overselling, the
 * order number from the database sequence, status 'pending', the items, and the
 * confirmation mail queued in the outbox – sent by the mail worker after commit.
 * A repeated submit with the same idempotency key returns the first order.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput, mail: ConfirmationMailContext): Promise<PlacedOrder> {
  if (input.lines.length === 0) throw new ValidationError("Warenkorb ist leer");
  const previous = await findByIdempotencyKey(db, input.idempotencyKey);
  if (previous) return previous;
  try {
    return await db.transaction(async (tx) => {
      const cartLines = mergeLines(input.lines);
      const taken = new Map<OrderLineInput, PricedLine>();
      for (const line of [...cartLines].sort((a, b) => lockKey(a).localeCompare(lockKey(b)))) taken.set(line, await takeLine(tx, line));
      // Items keep the order of the cart.
      const lines = cartLines.map((line) => taken.get(line)!);
      const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
      const { shipping } = input;
      const [order] = await tx
        .insert(orders)
        .values({
          status: "pending",
          customerName: shipping.name,
          customerEmail: shipping.email,
          customerPhone: shipping.phone,
          customerAddress: shipping.address,
          customerZip: shipping.zip,
          customerCity: shipping.city,
          customerCountry: shipping.country,
          notes: shipping.notes,
          totalAmount: centsToDecimal(totalCents),
          idempotencyKey: input.idempotencyKey,
        })
        // A concurrent submit with the same key waits here for the first one and then finds the conflict.
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt });
      if (!order) throw new DuplicateSubmit();
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.variantId ?? line.productId,
          productName: line.itemName,
          quantity: line.quantity,
          price: centsToDecimal(line.unitCents),
        })),
      );
      await enqueueMail(
        tx,
        await orderConfirmationMail(
          {
            orderNumber: order.orderNumber,
            createdAt: order.createdAt,
            shipping,
            totalCents,
            items: lines.map((line) => ({ productName: line.itemName, quantity: line.quantity, priceCents: line.unitCents })),
          },
          mail,
        ),
      );
      return { orderId: order.id, orderNumber: order.orderNumber, totalCents, created: true };
    });
  } catch (error) {
    // Lost the race against a submit with the same key (it may also have taken the last stock).
    const existing = await findByIdempotencyKey(db, input.idempotencyKey).catch(() => null);
    if (existing) return existing;
    throw error instanceof DuplicateSubmit ? new ConflictError("Bestellung konnte nicht erstellt werden") : error;
  }
}

/** What the order success page may show: amount and number, nothing about the customer. */
export async function findOrderForPayment(db: Queryable, orderNumber: string) {
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, totalAmount: orders.totalAmount, idempotencyKey: orders.idempotencyKey, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return order ? { orderNumber: order.orderNumber, totalCents: toCents(order.totalAmount), idempotencyKey: order.idempotencyKey, status: order.status } : null;
}
