import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth } from "../../../tests/support/auth";
import { insertTestOrder, insertTestProduct } from "../../../tests/support/orders";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client.server";
import { mailOutbox, orders, orderStatusHistory, products, productVariants } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../utils/domain-errors";
import { createAccount } from "../auth/admin-accounts.server";
import { changeOrderStatus, getAdminOrder, iterateAdminOrders, listAdminOrders, parseOrderFilter } from "./admin-orders.server";

const shop = { shopName: "Radwerk", publicUrl: "https://radwerk.example" };

describe.each(testDatabaseKinds())("admin orders on %s", (kind) => {
  let handle: DatabaseHandle;
  let adminId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const created = await createAccount(createTestAuth(handle.db), handle.db, {
      email: "admin@radwerk.example",
      password: "geheim-123",
      name: "Anna Admin",
      admin: true,
    });
    adminId = created.userId;
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(orders);
    await handle.db.delete(mailOutbox);
  });

  it("lists all orders newest first with customer data, items and totals in cents", async () => {
    await insertTestOrder(handle.db, { customerName: "Alt", createdAt: new Date("2026-01-01T10:00:00Z") });
    await insertTestOrder(handle.db, {
      customerName: "Neu",
      customerPhone: null,
      notes: "Bitte klingeln",
      createdAt: new Date("2026-02-01T10:00:00Z"),
      items: [
        { productName: "Helm (Farbe: Rot)", quantity: 2, priceCents: 4_995 },
        { productName: "Schloss", quantity: 1, priceCents: 2_990 },
      ],
    });
    const page = await listAdminOrders(handle.db, parseOrderFilter(new URLSearchParams()));
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(page.orders.map((order) => order.customerName)).toEqual(["Neu", "Alt"]);
    expect(page.orders[0]).toMatchObject({
      customerPhone: null,
      notes: "Bitte klingeln",
      customerZip: "10115",
      customerCity: "Berlin",
      customerCountry: "Deutschland",
      totalCents: 12_980,
      status: "pending",
    });
    expect(page.orders[0]?.orderNumber).toMatch(/^RW-\d+$/);
    expect(page.orders[0]?.items.map((item) => [item.productName, item.quantity, item.priceCents])).toEqual([
      ["Helm (Farbe: Rot)", 2, 4_995],
      ["Schloss", 1, 2_990],
    ]);
  });

  it("filters by status, searches order number, name or e-mail (case-insensitive, wildcards literal) and pages", async () => {
    const first = await insertTestOrder(handle.db, { customerName: "Jörg Fahrrad", customerEmail: "joerg@example.com" });
    await insertTestOrder(handle.db, { customerName: "Petra 100%", customerEmail: "petra@example.org", status: "paid" });
    for (let i = 0; i < 3; i++) await insertTestOrder(handle.db, { customerName: `Kunde ${i}` });

    const list = (query: string, pageSize?: number) => listAdminOrders(handle.db, parseOrderFilter(new URLSearchParams(query)), pageSize);
    expect((await list("status=paid")).orders.map((o) => o.customerName)).toEqual(["Petra 100%"]);
    expect((await list("q=JÖRG")).orders.map((o) => o.customerName)).toEqual(["Jörg Fahrrad"]);
    expect((await list("q=example.org")).total).toBe(1);
    expect((await list(`q=${first.orderNumber}`)).orders.map((o) => o.id)).toEqual([first.id]);
    expect((await list("q=%25")).orders.map((o) => o.customerName)).toEqual(["Petra 100%"]);
    expect((await list("status=unsinn&q=")).total).toBe(5);

    const pageTwo = await list("page=2", 2);
    expect(pageTwo).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(pageTwo.orders).toHaveLength(2);
    // A page past the end shows the last page.
    expect((await list("page=99", 2)).page).toBe(3);
  });

  it("records every status change in the history with who and when, and queues the customer mails", async () => {
    const order = await insertTestOrder(handle.db, { customerEmail: "kunde@example.com" });
    const change = (status: "paid" | "shipped" | "completed", trackingNumber?: string) =>
      changeOrderStatus(handle.db, { orderId: order.id, status, trackingNumber, changedBy: adminId }, shop);

    expect(await change("paid")).toMatchObject({ changed: true, fromStatus: "pending", toStatus: "paid" });
    expect(await change("paid")).toMatchObject({ changed: false });
    await change("shipped", "  00340434161094042557 ");
    await change("completed");

    const detail = await getAdminOrder(handle.db, order.id);
    expect(detail.status).toBe("completed");
    expect(detail.trackingNumber).toBe("00340434161094042557");
    expect(detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy?.name, entry.note])).toEqual([
      ["shipped", "completed", "Anna Admin", null],
      ["paid", "shipped", "Anna Admin", "Sendungsnummer: 00340434161094042557"],
      ["pending", "paid", "Anna Admin", null],
    ]);

    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    expect(mails.map((mail) => [mail.to, mail.status])).toEqual([
      ["kunde@example.com", "pending"],
      ["kunde@example.com", "pending"],
    ]);
    expect(mails[0]?.subject).toContain("Zahlung erhalten");
    expect(mails[0]?.text).toContain(order.orderNumber);
    expect(mails[1]?.subject).toContain("Versandbestätigung");
    expect(mails[1]?.html).toContain("00340434161094042557");
  });

  it("returns the stock of a cancelled order and takes it again when the cancellation is undone", async () => {
    const bike = await insertTestProduct(handle.db, { variantStock: [2, 1] });
    const helmet = await insertTestProduct(handle.db, { stock: 0 });
    const variant = bike.variants[0];
    if (!variant) throw new Error("no variant");
    const order = await insertTestOrder(handle.db, {
      items: [
        { productName: "Rad (M)", quantity: 2, priceCents: 99_900, productId: variant.id },
        { productName: "Helm", quantity: 1, priceCents: 4_900, productId: helmet.product.id },
        { productName: "Gelöschtes Produkt", quantity: 1, priceCents: 100, productId: "00000000-0000-4000-8000-000000000000" },
      ],
    });
    const stockOf = async () => ({
      variant: (await handle.db.select().from(productVariants).where(eq(productVariants.id, variant.id)))[0]?.stock,
      bike: (await handle.db.select().from(products).where(eq(products.id, bike.product.id)))[0]?.stock,
      helmet: (await handle.db.select().from(products).where(eq(products.id, helmet.product.id)))[0]?.stock,
    });

    await changeOrderStatus(handle.db, { orderId: order.id, status: "cancelled", changedBy: adminId }, shop);
    expect(await stockOf()).toEqual({ variant: 4, bike: 5, helmet: 1 });
    // Cancelling twice does not return the stock twice.
    await changeOrderStatus(handle.db, { orderId: order.id, status: "cancelled", changedBy: adminId }, shop);
    expect(await stockOf()).toEqual({ variant: 4, bike: 5, helmet: 1 });

    await changeOrderStatus(handle.db, { orderId: order.id, status: "pending", changedBy: adminId }, shop);
    expect(await stockOf()).toEqual({ variant: 2, bike: 3, helmet: 0 });

    // Without enough stock the cancellation cannot be undone – and nothing changes.
    await changeOrderStatus(handle.db, { orderId: order.id, status: "cancelled", changedBy: adminId }, shop);
    await handle.db.update(products).set({ stock: 0 }).where(eq(products.id, helmet.product.id));
    await expect(changeOrderStatus(handle.db, { orderId: order.id, status: "paid", changedBy: adminId }, shop)).rejects.toBeInstanceOf(ConflictError);
    expect((await getAdminOrder(handle.db, order.id)).status).toBe("cancelled");
    expect(await stockOf()).toEqual({ variant: 4, bike: 5, helmet: 0 });
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses an unknown order, and shows an order's unknown status as it is", async () => {
    await expect(
      changeOrderStatus(handle.db, { orderId: "00000000-0000-4000-8000-000000000000", status: "paid", changedBy: adminId }, shop),
    ).rejects.toBeInstanceOf(NotFoundError);
    const odd = await insertTestOrder(handle.db, { status: "refunded" });
    await changeOrderStatus(handle.db, { orderId: odd.id, status: "completed", changedBy: null }, shop);
    const history = await handle.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, odd.id));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy])).toEqual([["refunded", "completed", null]]);
  });

  it("iterates every matching order in batches for the export", async () => {
    for (let i = 0; i < 7; i++) await insertTestOrder(handle.db, { customerName: `Kunde ${i}`, status: i % 2 ? "paid" : "pending" });
    const names: string[] = [];
    for await (const order of iterateAdminOrders(handle.db, { status: "pending" }, 2)) names.push(order.customerName);
    expect(names).toEqual(["Kunde 6", "Kunde 4", "Kunde 2", "Kunde 0"]);
  });
});
