import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestOrder } from "../../../tests/support/orders";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { createDatabaseEvents, type DatabaseEvents } from "../../db/events.server";
import { orders } from "../../db/schema";
import { createOrderEventHub, orderEventStream, parseOrderChange, type OrderChange } from "./order-events.server";

/** Reads an SSE body and yields its events as { event, data }. */
async function* sseEvents(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) yield { event, data: data ? JSON.parse(data) : null };
    }
  }
}

describe("order change payloads", () => {
  it("accepts the trigger's JSON and rejects anything else", () => {
    expect(parseOrderChange('{"op":"update","id":"a","orderNumber":"RW-1","status":"paid","previousStatus":"pending"}')).toEqual({
      op: "update",
      id: "a",
      orderNumber: "RW-1",
      status: "paid",
      previousStatus: "pending",
    });
    expect(parseOrderChange("kein json")).toBeNull();
    expect(parseOrderChange('{"op":"truncate"}')).toBeNull();
  });
});

describe.each(testDatabaseKinds())("live order events on %s", (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let events: DatabaseEvents;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    events = createDatabaseEvents(handle, { reconnectDelaysMs: [50, 100] });
  });
  afterAll(async () => {
    await events?.close();
    await handle?.close();
  });

  it("the trigger on orders announces new orders and status changes, after commit", async () => {
    const hub = createOrderEventHub(events);
    await hub.ready;
    const seen: OrderChange[] = [];
    const unsubscribe = hub.subscribe((change) => seen.push(change));
    try {
      const order = await handle.db.transaction(async (tx) => {
        const created = await insertTestOrder(tx);
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Nothing is announced before the transaction commits.
        expect(seen).toEqual([]);
        return created;
      });
      await handle.db.update(orders).set({ status: "paid" }).where(eq(orders.id, order.id));
      await expect.poll(() => seen.length).toBe(2);
      expect(seen).toEqual([
        { op: "insert", id: order.id, orderNumber: order.orderNumber, status: "pending", previousStatus: null },
        { op: "update", id: order.id, orderNumber: order.orderNumber, status: "paid", previousStatus: "pending" },
      ]);
    } finally {
      unsubscribe();
      await hub.close();
    }
  });

  it("streams changes as Server-Sent Events and ends the stream when the browser leaves", async () => {
    const hub = createOrderEventHub(events);
    await hub.ready;
    const abort = new AbortController();
    const stream = orderEventStream({ hub, signal: abort.signal, heartbeatMs: 60_000 });
    const received = sseEvents(stream);
    expect((await received.next()).value).toEqual({ event: "ready", data: {} });
    const order = await insertTestOrder(handle.db, { customerName: "Live Kunde" });
    expect((await received.next()).value).toMatchObject({ event: "order", data: { op: "insert", orderNumber: order.orderNumber } });
    abort.abort();
    expect((await received.next()).done).toBe(true);
    await hub.close();
  });

  it("closes the stream at the next heartbeat when the session has ended", async () => {
    const hub = createOrderEventHub(events);
    let authorized = true;
    const stream = orderEventStream({ hub, signal: new AbortController().signal, heartbeatMs: 30, isStillAuthorized: async () => authorized });
    const received = sseEvents(stream);
    expect((await received.next()).value).toMatchObject({ event: "ready" });
    authorized = false;
    expect((await received.next()).done).toBe(true);
    await hub.close();
  });

  it.runIf(kind === "postgres")("hears orders created by another process, and recovers a lost LISTEN connection", async () => {
    const otherProcess = await openDatabase({ databaseUrl: handle.url });
    const hub = createOrderEventHub(events);
    await hub.ready;
    const seen: OrderChange[] = [];
    hub.subscribe((change) => seen.push(change));
    try {
      const first = await insertTestOrder(otherProcess.db);
      await expect.poll(() => seen.map((change) => change.op === "insert" && change.id)).toContain(first.id);

      // Kill the listening connection from outside, as a database restart would.
      const admin = new pg.Client({ connectionString: handle.url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()");
      await admin.end();
      await expect.poll(() => seen.some((change) => change.op === "resync"), { timeout: 5_000 }).toBe(true);

      const second = await insertTestOrder(otherProcess.db);
      await expect.poll(() => seen.map((change) => change.op === "insert" && change.id), { timeout: 5_000 }).toContain(second.id);
    } finally {
      await hub.close();
      await otherProcess.close();
    }
  });
});
