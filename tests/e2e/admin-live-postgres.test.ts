import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../support/test-database";
import { E2E_ADMIN } from "./admin-fixtures";
import { readEvents, signInCookie, startAppServer, type AppServer } from "./admin-support";
import { newContext, waitForHydration } from "./support";

// Two app processes on one PostgreSQL database (docs/decisions/006): a change made through
// one process reaches the Server-Sent-Event stream – and the open browser – of the other.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("live order updates across two app processes on PostgreSQL", () => {
  let database: { url: string; drop(): Promise<void> };
  let a: AppServer;
  let b: AppServer;
  let sql: pg.Client;
  let cookie: string;

  async function insertOrder(customerName: string): Promise<{ id: string; orderNumber: string }> {
    const { rows } = await sql.query<{ id: string; order_number: string }>(
      `INSERT INTO orders (customer_name, customer_email, customer_address, customer_city, customer_zip, total_amount)
       VALUES ($1, 'live@example.com', 'Am Ring 1', 'Köln', '50667', 1299.00) RETURNING id, order_number`,
      [customerName],
    );
    const row = rows[0];
    if (!row) throw new Error("keine Bestellung");
    await sql.query(`INSERT INTO order_items (order_id, product_name, quantity, price) VALUES ($1, 'Focus Jam² 6.8', 1, 1299.00)`, [row.id]);
    return { id: row.id, orderNumber: row.order_number };
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // Same database, same secret: a session cookie is valid in both processes.
    const env = { DATABASE_URL: database.url, AUTH_SECRET: "e2e-two-processes-secret-0123456789abcdef", ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };
    // Started together: migrations and the admin account happen once (advisory locks).
    [a, b] = await Promise.all([startAppServer(env), startAppServer(env)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cookie = await signInCookie(E2E_ADMIN, a.url);
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("streams an order created elsewhere and a status change made through process A to process B", async () => {
    const abort = new AbortController();
    const response = await fetch(`${b.url}/api/admin/orders/events`, { headers: { cookie }, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = readEvents(response);
    expect((await events.next()).value).toEqual({ event: "ready", data: {} });

    const order = await insertOrder("Neue Kundin");
    expect((await events.next()).value).toMatchObject({ event: "order", data: { op: "insert", id: order.id, orderNumber: order.orderNumber, status: "pending" } });

    // The admin's status change goes to process A …
    const change = await fetch(`${a.url}/admin/orders.data`, {
      method: "POST",
      headers: { cookie, Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", orderId: order.id, status: "paid" }),
    });
    expect(change.status).toBe(200);
    // … and arrives in process B's stream.
    expect((await events.next()).value).toMatchObject({ event: "order", data: { op: "update", id: order.id, status: "paid", previousStatus: "pending" } });
    abort.abort();
  });

  it("a browser on process B shows a new order without a reload", async () => {
    const context = await newContext();
    const pair = cookie.split(";")[0] ?? "";
    await context.addCookies([{ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: b.url }]);
    const page = await context.newPage();
    await page.goto(`${b.url}/admin/orders`);
    await waitForHydration(page);
    await page.locator("[data-live-status='live']").waitFor();
    const order = await insertOrder("Live Kunde");
    await page.getByRole("heading", { name: `Bestellung ${order.orderNumber}` }).waitFor({ timeout: 10_000 });
    await page.getByText("Live Kunde").waitFor();
  });
});
