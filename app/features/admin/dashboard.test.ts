import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestOrder, insertTestProduct } from "../../../tests/support/orders";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { CHART_DAYS, getDashboardFigures } from "./dashboard.server";

describe.each(testDatabaseKinds())("dashboard figures on %s", (kind) => {
  let handle: DatabaseHandle;
  // 15 March 2026, 10:00 in Berlin.
  const now = new Date("2026-03-15T09:00:00Z");
  const item = (cents: number) => [{ productName: "Rad", quantity: 1, priceCents: cents }];

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is all zeros on an empty shop, with 30 empty chart days ending today", async () => {
    const figures = await getDashboardFigures(handle.db, now);
    expect(figures).toMatchObject({ pendingOrders: 0, awaitingPaymentCents: 0, revenueThisMonthCents: 0, products: 0, soldOutVariants: 0 });
    expect(figures.daily).toHaveLength(CHART_DAYS);
    expect(figures.daily.at(-1)).toEqual({ date: "2026-03-15", orders: 0, revenueCents: 0 });
    expect(figures.daily[0]?.date).toBe("2026-02-14");
  });

  it("counts open orders, awaiting payment, this month's revenue (Berlin time), products and sold-out variants", async () => {
    await insertTestOrder(handle.db, { status: "pending", items: item(100_00), createdAt: new Date("2026-03-14T12:00:00Z") });
    await insertTestOrder(handle.db, { status: "pending", items: item(50_50), createdAt: new Date("2026-01-10T12:00:00Z") });
    await insertTestOrder(handle.db, { status: "paid", items: item(200_00), createdAt: new Date("2026-03-02T12:00:00Z") });
    await insertTestOrder(handle.db, { status: "shipped", items: item(300_00), createdAt: new Date("2026-03-15T08:00:00Z") });
    // 23:30 UTC on 28 Feb is already 1 March in Berlin: counts for March.
    await insertTestOrder(handle.db, { status: "completed", items: item(400_00), createdAt: new Date("2026-02-28T23:30:00Z") });
    // Still February in Berlin.
    await insertTestOrder(handle.db, { status: "completed", items: item(999_00), createdAt: new Date("2026-02-28T22:30:00Z") });
    await insertTestOrder(handle.db, { status: "cancelled", items: item(700_00), createdAt: new Date("2026-03-15T07:00:00Z") });
    await insertTestProduct(handle.db, { variantStock: [0, 3, 0] });
    await insertTestProduct(handle.db, { stock: 0 });

    const figures = await getDashboardFigures(handle.db, now);
    expect(figures).toMatchObject({
      pendingOrders: 2,
      awaitingPaymentCents: 150_50,
      toShip: 1,
      revenueThisMonthCents: 900_00,
      revenueOrdersThisMonth: 3,
      products: 2,
      soldOutVariants: 2,
    });
    const day = (date: string) => figures.daily.find((entry) => entry.date === date);
    expect(day("2026-03-15")).toEqual({ date: "2026-03-15", orders: 1, revenueCents: 300_00 });
    expect(day("2026-03-14")).toEqual({ date: "2026-03-14", orders: 1, revenueCents: 0 });
    expect(day("2026-03-01")).toEqual({ date: "2026-03-01", orders: 1, revenueCents: 400_00 });
    expect(day("2026-02-28")).toEqual({ date: "2026-02-28", orders: 1, revenueCents: 999_00 });
    expect(figures.daily.reduce((total, entry) => total + entry.orders, 0)).toBe(5);
  });
});
