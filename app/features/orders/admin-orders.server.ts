import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database, Queryable } from "../../db/client.server";
import { ORDER_STATUSES, orderItems, orders, orderStatusHistory, user, type OrderStatus } from "../../db/schema";
import { NotFoundError } from "../../utils/domain-errors";
import { toCents } from "../../utils/money";
import { enqueueMail } from "../mail/outbox.server";
import { orderShippedMail, paymentReceivedMail, type ShopMailContext } from "./order-mails.server";
import { returnOrderStock, takeOrderStock } from "./order-stock.server";

export const ORDERS_PAGE_SIZE = 20;

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The list's filters as they come from the query string (?status=&q=&page=). */
export const orderFilterSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()).catch(undefined),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export type OrderFilter = z.output<typeof orderFilterSchema>;

export function parseOrderFilter(searchParams: URLSearchParams): OrderFilter {
  return orderFilterSchema.parse(Object.fromEntries(searchParams));
}

export interface AdminOrderItem {
  id: string;
  productId: string | null;
  productName: string;
  quantity: number;
  priceCents: number;
}

export interface AdminOrder {
  id: string;
  orderNumber: string;
  status: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerAddress: string;
  customerZip: string;
  customerCity: string;
  customerCountry: string;
  notes: string | null;
  trackingNumber: string | null;
  totalCents: number;
  items: AdminOrderItem[];
}

export interface OrderPage {
  orders: AdminOrder[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterCondition(filter: Pick<OrderFilter, "status" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  customerZip: orders.customerZip,
  customerCity: orders.customerCity,
  customerCountry: orders.customerCountry,
  notes: orders.notes,
  trackingNumber: orders.trackingNumber,
  totalAmount: orders.totalAmount,
};

type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof orderColumns>;

async function withItems(db: Queryable, rows: OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    // Items of one order are inserted in one statement (same created_at); ctid keeps their
    // insertion order, as order_items has no position column.
    .orderBy(asc(orderItems.createdAt), sql`${orderItems}.ctid`);
  const byOrder = new Map<string, AdminOrderItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ id: item.id, productId: item.productId, productName: item.productName, quantity: item.quantity, priceCents: toCents(item.price) });
    byOrder.set(item.orderId, list);
  }
  return rows.map(({ totalAmount, ...row }) => ({ ...row, totalCents: toCents(totalAmount), items: byOrder.get(row.id) ?? [] }));
}

/** Spec §2: all orders, newest first, with customer data and items; filtered and paged. */
export async function listAdminOrders(db: Database, filter: OrderFilter, pageSize = ORDERS_PAGE_SIZE): Promise<OrderPage> {
  const where = filterCondition(filter);
  const [totalRow] = await db.select({ value: count() }).from(orders).where(where);
  const total = Number(totalRow?.value ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { orders: await withItems(db, rows), total, page, pageCount, pageSize };
}

/** Every matching order, newest first, in batches (keyset paging): for the CSV export. */
export async function* iterateAdminOrders(db: Database, filter: Pick<OrderFilter, "status" | "q">, batchSize = 500) {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const base = filterCondition(filter);
    const keyset: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const rows: OrderRow[] = await db
      .select(orderColumns)
      .from(orders)
      .where(and(base, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield* await withItems(db, rows);
    const last: OrderRow | undefined = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export interface StatusChange {
  id: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedAt: Date;
  changedBy: { name: string; email: string } | null;
}

export interface AdminOrderDetail extends AdminOrder {
  history: StatusChange[];
}

export async function getAdminOrder(db: Database, orderId: string): Promise<AdminOrderDetail> {
  const rows = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  const [order] = await withItems(db, rows);
  if (!order) throw new NotFoundError("Bestellung nicht gefunden");
  const history = await db
    .select({
      id: orderStatusHistory.id,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      changedAt: orderStatusHistory.changedAt,
      name: user.name,
      email: user.email,
    })
    .from(orderStatusHistory)
    .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id));
  return {
    ...order,
    history: history.map(({ name, email, ...change }) => ({
      ...change,
      changedBy: email ? { name: name ?? email, email } : null,
    })),
  };
}

export const statusChangeSchema = z.object({
  orderId: z.uuid("Ungültige Bestellung"),
  status: z.enum(ORDER_STATUSES, "Unbekannter Status"),
  trackingNumber: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Sendungsnummer ist zu lang").optional()),
});

export type StatusChangeInput = z.output<typeof statusChangeSchema> & { changedBy: string | null };

export interface StatusChangeResult {
  changed: boolean;
  orderNumber: string;
  fromStatus: string;
  toStatus: OrderStatus;
}

/**
 * Sets an order's status (spec §4: any status from any status), in one transaction:
 * history entry (from → to, who, when); stock back on cancelling and out again when a
 * cancellation is undone; the customer mail for 'Bezahlt' and 'Versendet' into the outbox.
 */
export async function changeOrderStatus(db: Database, input: StatusChangeInput, shop: ShopMailContext): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select(orderColumns).from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new NotFoundError("Bestellung nicht gefunden");
    const trackingNumber = input.status === "shipped" ? input.trackingNumber?.trim() || null : null;
    const result = { orderNumber: order.orderNumber, fromStatus: order.status, toStatus: input.status };
    if (order.status === input.status && !(trackingNumber && trackingNumber !== order.trackingNumber)) {
      return { ...result, changed: false };
    }

    if (input.status === "cancelled" && order.status !== "cancelled") await returnOrderStock(tx, order.id);
    if (order.status === "cancelled" && input.status !== "cancelled") await takeOrderStock(tx, order.id);

    await tx
      .update(orders)
      .set({ status: input.status, updatedAt: new Date(), ...(trackingNumber ? { trackingNumber } : {}) })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: input.status,
      changedBy: input.changedBy,
      note: trackingNumber ? `Sendungsnummer: ${trackingNumber}` : null,
    });

    if (input.status === "paid" || input.status === "shipped") {
      const [withLines] = await withItems(tx, [order]);
      if (!withLines) throw new NotFoundError("Bestellung nicht gefunden");
      await enqueueMail(
        tx,
        input.status === "paid" ? paymentReceivedMail(withLines, shop) : orderShippedMail(withLines, trackingNumber, shop),
      );
    }
    return { ...result, changed: true };
  });
}
