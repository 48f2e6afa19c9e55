import { and, count, gte, inArray, lte, sql, sum } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.server";
import { orders, products, productVariants } from "../../db/schema";
import { toCents } from "../../utils/money";

/** Orders that count as revenue: the Vorkasse transfer has arrived (spec §4 statuses). */
export const REVENUE_STATUSES = ["paid", "shipped", "completed"] as const;
export const CHART_DAYS = 30;
const TIME_ZONE = "Europe/Berlin";

export interface DailyFigure {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  orders: number;
  revenueCents: number;
}

export interface DashboardFigures {
  /** Status 'pending': new orders whose transfer has not arrived yet. */
  pendingOrders: number;
  awaitingPaymentCents: number;
  /** Status 'paid': to be packed and shipped. */
  toShip: number;
  revenueThisMonthCents: number;
  revenueOrdersThisMonth: number;
  products: number;
  soldOutVariants: number;
  /** The last 30 days, oldest first, today last; orders without the cancelled ones. */
  daily: DailyFigure[];
}

/** The figures an owner looks at first (admin dashboard, above the tool cards). */
export async function getDashboardFigures(db: Database, now = new Date()): Promise<DashboardFigures> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const monthStart = sql`(date_trunc('month', ${at} AT TIME ZONE ${TIME_ZONE}) AT TIME ZONE ${TIME_ZONE})`;
  const [byStatus, month, productCount, soldOut, daily] = await Promise.all([
    db
      .select({ status: orders.status, orders: count(), total: sum(orders.totalAmount) })
      .from(orders)
      .where(inArray(orders.status, ["pending", "paid"]))
      .groupBy(orders.status),
    db
      .select({ orders: count(), total: sum(orders.totalAmount) })
      .from(orders)
      .where(and(inArray(orders.status, [...REVENUE_STATUSES]), gte(orders.createdAt, monthStart), lte(orders.createdAt, at))),
    db.select({ value: count() }).from(products),
    db.select({ value: count() }).from(productVariants).where(lte(productVariants.stock, 0)),
    queryRows<{ date: string; orders: number | string; revenue: string }>(
      db,
      sql`
      WITH days AS (
        SELECT generate_series(
          (${at} AT TIME ZONE ${TIME_ZONE})::date - ${CHART_DAYS - 1}::int,
          (${at} AT TIME ZONE ${TIME_ZONE})::date,
          interval '1 day'
        )::date AS day
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
        count(${orders.id}) FILTER (WHERE ${orders.status} <> 'cancelled')::int AS orders,
        coalesce(sum(${orders.totalAmount}) FILTER (WHERE ${orders.status} IN ('paid', 'shipped', 'completed')), 0)::text AS revenue
      FROM days
      LEFT JOIN ${orders} ON (${orders.createdAt} AT TIME ZONE ${TIME_ZONE})::date = days.day AND ${orders.createdAt} <= ${at}
      GROUP BY days.day
      ORDER BY days.day
    `,
    ),
  ]);
  const pending = byStatus.find((row) => row.status === "pending");
  const paid = byStatus.find((row) => row.status === "paid");
  return {
    pendingOrders: Number(pending?.orders ?? 0),
    awaitingPaymentCents: toCents(pending?.total ?? "0"),
    toShip: Number(paid?.orders ?? 0),
    revenueThisMonthCents: toCents(month[0]?.total ?? "0"),
    revenueOrdersThisMonth: Number(month[0]?.orders ?? 0),
    products: Number(productCount[0]?.value ?? 0),
    soldOutVariants: Number(soldOut[0]?.value ?? 0),
    daily: daily.map((row) => ({
      date: row.date,
      orders: Number(row.orders),
      revenueCents: toCents(row.revenue),
    })),
  };
}
